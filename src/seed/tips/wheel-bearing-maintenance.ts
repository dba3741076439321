import type { TipSeed } from '@/seed/tips/types'

export const wheelBearingMaintenance: TipSeed = {
  slug: 'wheel-bearing-maintenance',
  title: 'Boat Trailer Wheel Bearing Maintenance',
  excerpt:
    'Water is the enemy of trailer bearings. Here is how often to repack them, the warning signs of a failing hub and a step-by-step repack you can do at home.',
  readTime: 5,
  order: 2,
  metaTitle: 'Boat Trailer Wheel Bearing Maintenance | Venture Trailers Edgewater',
  metaDescription:
    'Repack trailer wheel bearings every 12,000 miles or yearly, and every 3 months in saltwater. Warning signs, a step-by-step repack and ramp habits that help.',
  keywords: [
    'boat trailer wheel bearings',
    'repack trailer bearings',
    'trailer hub maintenance',
    'bearing protectors',
    'saltwater trailer bearings',
    'marine wheel bearing grease',
  ],
  cta: {
    heading: 'Rather have us do the bearings?',
    text: 'Our Edgewater, MD service team repacks and replaces trailer bearings, seals and hubs, and can fit bearing protectors built for Chesapeake salt.',
    label: 'Schedule Bearing Service',
    href: '/contact',
  },
  faq: [
    {
      question: 'How often should I repack my boat trailer wheel bearings?',
      answer:
        'Repack them every 12,000 miles or once a year, whichever comes first. If your trailer is backed into salt or brackish water, as it is at most Chesapeake Bay ramps, inspect and repack every 2,000 miles or every 3 months instead. Water is what ruins bearings, so trailers that get dunked need the shorter interval.',
    },
    {
      question: 'What are the signs of a bad trailer wheel bearing?',
      answer:
        'Watch for a hub that is much hotter than the others after a drive, a grinding or rumbling noise, play when you rock the wheel top to bottom, and grease slung onto the inside of the rim. Milky or gritty grease means water or wear has reached the bearing. Service the hub before you tow any further.',
    },
    {
      question: 'Do bearing protectors mean I never have to repack?',
      answer:
        'No. Protectors keep light pressure on the grease to help keep water out between services, but the grease still breaks down and the seals still wear. Keep them topped up without overfilling and repack on the normal schedule.',
    },
    {
      question: 'Should I let my trailer hubs cool before launching?',
      answer:
        'Yes. A hot hub plunged into cold water cools suddenly, and the vacuum that creates can pull water past the seal. Give the hubs 10 to 15 minutes to cool while you prepare the boat, then back down the ramp.',
    },
  ],
  body: `## Why boat trailer bearings fail

Trailer hubs get hot on the highway, then go straight into cold water at the ramp. The sudden cooling shrinks the air inside the hub and creates a vacuum that draws water past the grease seal. Water turns grease milky and thin, washes it out, and lets rust pit the bearing races. Brackish and salt water on the Chesapeake speed the whole process up. Left alone, a failing bearing overheats, seizes, and can take the spindle, or the whole wheel, with it.

## How often to service

The basic rule is to **repack your bearings every 12,000 miles or once a year, whichever comes first**. That rule assumes a trailer that rarely sees salt.

If you launch in salt or brackish water, as nearly every trailer on the Bay does, shorten the interval: **inspect and repack every 2,000 miles or every 3 months, whichever comes first**. The tidal rivers around Edgewater, including the South and Rhode rivers, carry enough salt to count.

Also service the hubs:

- Whenever you find milky, gritty or discolored grease.
- Before a long trip if the next service is close.
- After the trailer has sat unused for a season.

## Warning signs

- One hub noticeably hotter than the others at a stop. Warm is normal; too hot to keep your hand on is not.
- Grinding, rumbling or squealing from a wheel.
- Play when you grab the tire at 12 and 6 o'clock and rock it.
- Grease slung onto the inside of the rim or tire, a sign of a failed rear seal.
- A wheel that wobbles or a tire that wears unevenly.

## Tools and parts

- Jack, jack stands, wheel chocks and a lug wrench
- Marine-grade, water-resistant wheel bearing grease (do not mix greases of different types)
- New grease seals, since a seal should never be reused once removed
- New cotter pins
- Solvent, lint-free rags and disposable gloves
- A wooden dowel or brass drift and a hammer
- Replacement bearings and races if inspection calls for them

## Step-by-step repack

1. Chock the other wheels, loosen the lug nuts, then raise the trailer and support it on jack stands.
2. Remove the wheel and pry off the dust cap or bearing protector.
3. Remove the cotter pin, spindle nut and washer. On disc brakes, remove the caliper first and hang it so the hose is not stretched.
4. Pull the hub slightly toward you to free the outer bearing, then slide the hub off the spindle.
5. From the back of the hub, drive out the rear seal and inner bearing with the dowel.
6. Clean the bearings, races, hub and spindle with solvent and let them dry completely. Never spin a dry bearing with compressed air.
7. Inspect the rollers and races for pitting, rust, flat spots or blue heat marks. Replace a damaged bearing together with its race.
8. Check the spindle where the seal rides for scoring or rust.
9. Pack each bearing by pressing grease into the wide side until it comes out of the narrow side all the way around.
10. Lightly grease the races, fit the inner bearing and tap a new seal in squarely.
11. Slide the hub on, then fit the outer bearing, washer and nut.
12. Spin the hub while snugging the nut to seat the bearings, back the nut off, then tighten it by hand and align the next cotter pin slot. The hub should spin freely with no noticeable play. Follow your axle maker's procedure where it differs.
13. Fit a new cotter pin, bend its legs, and refit the cap or protector.
14. Refit the wheel, torque the lug nuts in a star pattern, and recheck the torque after the first 50 miles.

## Bearing protectors and grease-through spindles

Spring-loaded bearing protectors keep light pressure on the grease so water has a harder time getting in. Add grease until the piston just starts to move; overfilling can push out the rear seal and put grease on the brakes. Some axles have grease-through spindles that let you pump fresh grease in from the front while turning the hub. Both are good between-service helpers, but neither replaces a full repack and inspection.

## Ramp habits that save bearings

- Let the hubs cool for 10 to 15 minutes before backing in.
- Rinse the hubs with fresh water after every salt launch.
- Feel the hubs at your first stop after leaving the ramp.
- Carry a spare hub or bearing kit on long trips.
`,
}
