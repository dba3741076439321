import type { TipSeed } from '@/seed/tips/types'

export const tongueWeightGuide: TipSeed = {
  slug: 'tongue-weight-guide',
  title: 'Tongue Weight Guide for Boat Trailers',
  excerpt:
    'Too little tongue weight and the trailer sways; too much and your truck steers badly. Aim for 10-15% of total trailer weight and match your hitch class.',
  readTime: 4,
  order: 5,
  metaTitle: 'Boat Trailer Tongue Weight Guide | Venture Trailers Edgewater',
  metaDescription:
    'Aim for tongue weight of 10-15% of total trailer weight. How to measure it, adjust it on a boat trailer and choose the right hitch class for a stable tow.',
  keywords: [
    'boat trailer tongue weight',
    'tongue weight percentage',
    'hitch class ratings',
    'trailer sway',
    'measure tongue weight',
    'winch stand adjustment',
  ],
  cta: {
    heading: 'Not sure your rig is balanced?',
    text: 'Bring it to our Edgewater, MD shop. We will check the tongue weight, confirm your hitch class and set the winch stand for a steady tow.',
    label: 'Ask Our Team',
    href: '/contact',
  },
  faq: [],
  body: `## What tongue weight is

Tongue weight is the downward force your trailer's coupler puts on the hitch ball. It is the single biggest factor in how steadily a trailer tows. Get it right and the trailer tracks quietly behind you; get it wrong and you will feel it in the steering wheel, often at the worst moment.

## The target: 10-15%

Aim for a tongue weight of **10-15% of total trailer weight**, meaning the loaded trailer: boat, motor, fuel, gear and the trailer itself. A loaded trailer weighing 4,000 lb should put roughly 400-600 lb on the ball.

- **Too little (under 10%)** and the trailer is prone to sway. At highway speed, in a crosswind on the Bay Bridge or when a truck passes, sway can build quickly and become impossible to control.
- **Too much (over 15%)** and the rear of the tow vehicle squats while the front end lightens. Steering and braking suffer, headlights aim into oncoming traffic, and you may exceed the hitch or vehicle rating.

## Match the hitch class

Every part of the hitch system has a rating, and the whole rig is only as strong as its weakest part. Receiver hitches are sold in classes by the gross trailer weight they can pull:

- **Class I:** up to 2,000 lb, suited to PWC and small jon boat trailers.
- **Class II:** up to 3,500 lb, for small runabouts and skiffs on single axle trailers.
- **Class III:** up to 5,000 lb, for many bowriders and mid-size center consoles.
- **Class IV:** up to 10,000 lb, for larger center consoles and cruisers on tandem and triple axle trailers.

Tongue weight ratings usually run about a tenth of the gross rating, so check both numbers on the hitch label. Then check the ball mount, the ball's stamped rating, and your tow vehicle's own towing and tongue weight limits. The ball size must match the coupler exactly; a 2 inch ball in a 2 5/16 inch coupler can pop off over a bump.

## How to measure it

- **Tongue weight scale:** the simplest option. Set the coupler on the scale at normal towing height and read it.
- **Bathroom scale:** works for light tongues only, up to what the scale can read. Rest the coupler on a sturdy block on the scale at towing height.
- **Public truck scale:** weigh the tow vehicle alone, then again with the trailer hitched but only the tow vehicle's wheels on the scale. The increase is close to your tongue weight. Weigh the whole rig and subtract the tow vehicle to get the total trailer weight.

Always weigh the trailer loaded the way you actually tow, with your usual fuel and gear aboard.

## How to adjust it on a boat trailer

1. **Move the winch stand.** Sliding the winch stand and bow stop forward lets the boat sit further forward and adds tongue weight; moving it back takes weight off. Re-check that the bunks or rollers still support the hull properly afterwards.
2. **Shift the load.** Keep heavy, loose gear to a minimum, and stow what you carry low and near the axles. Coolers, anchors and spare batteries at the stern can drop tongue weight noticeably.
3. **Account for fuel.** Gasoline weighs about 6 lb per gallon, so a 60 gallon tank changes the load by around 360 lb between full and empty. Know where your tanks sit relative to the axles.
4. **Move the axle.** On many boat trailers the axle position can be changed. Moving it back increases tongue weight. This is best done in a shop, with the trailer properly supported.

Re-measure after each change, and recheck whenever you repower or add a T-top, tower or heavy equipment.

## If sway starts

Ease off the accelerator and keep the wheel straight. Do not slam on the tow vehicle's brakes. If you have an electric brake controller, apply the trailer brakes gently by hand to pull the trailer back in line. Once you are safely stopped, find the cause before going on: low tongue weight, low tire pressure or an overloaded trailer are the usual suspects.
`,
}
