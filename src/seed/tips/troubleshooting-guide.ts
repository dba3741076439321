import type { TipSeed } from '@/seed/tips/types'

export const troubleshootingGuide: TipSeed = {
  slug: 'troubleshooting-guide',
  title: 'Boat Trailer Troubleshooting Guide',
  excerpt:
    'Flickering lights, grabbing brakes, hot hubs, worn tires, sway and a slipping winch: symptoms, likely causes and fixes for the most common trailer problems.',
  readTime: 8,
  order: 11,
  metaTitle: 'Boat Trailer Troubleshooting Guide | Venture Trailers Edgewater',
  metaDescription:
    'Diagnose common boat trailer problems: lights, brakes, hot hubs, uneven tire wear, sway, winch and coupler trouble. Symptoms, likely causes and the fixes.',
  keywords: [
    'boat trailer troubleshooting',
    'trailer lights not working',
    'trailer sway causes',
    'hot trailer hub',
    'surge brakes locking in reverse',
    'uneven trailer tire wear',
  ],
  cta: {
    heading: 'Still stuck?',
    text: 'Describe the symptom to our Edgewater, MD service team. We diagnose and repair lights, brakes, hubs, axles, winches and couplers on all makes of boat trailer.',
    label: 'Contact Our Service Team',
    href: '/contact',
  },
  faq: [
    {
      question: 'Why do my boat trailer lights flicker or work only some of the time?',
      answer:
        'Almost always because of a poor ground or a corroded connector. Clean the plug pins, make sure the white ground wire is bolted to clean bare metal or run a dedicated ground to each light, and coat the contacts with dielectric grease. If the problem follows bumps, look for a broken wire where the harness flexes at the tongue.',
    },
    {
      question: 'Why does my boat trailer sway at highway speed?',
      answer:
        'The most common cause is too little tongue weight, below the recommended 10-15% of total trailer weight. Low tire pressure, an overloaded trailer, excessive speed and crosswinds make it worse. Move the boat or load forward, set the tires to the sidewall pressure and slow down.',
    },
    {
      question: 'Why is one trailer hub hotter than the others?',
      answer:
        'A hub that is too hot to keep your hand on usually has a failing or overtightened bearing, grease contaminated with water, or a brake that is dragging. Stop and check for play, noise and a sticking caliper or out-of-adjustment drum before you go on. Repack or replace the bearing and fix the brake as needed.',
    },
    {
      question: 'Why are my trailer tires wearing unevenly?',
      answer:
        'Wear on both edges means under-inflation, and wear down the center means over-inflation. Wear on one edge or a feathered tread points to a bent axle, misalignment or overloading, while cupping often comes from worn bearings or out-of-balance wheels. Fix the cause before fitting new tires, or the new ones will wear the same way.',
    },
    {
      question: 'Why do my surge brakes lock up when I back up the ramp?',
      answer:
        'Backing up pushes the surge actuator in just as braking does, so the brakes apply unless the reverse lockout is working. Check that the lockout solenoid is wired to the tow vehicle reverse light circuit and getting power, or fit the manual lockout pin before reversing. If the brakes still drag afterwards, look for a sticking actuator or seized caliper.',
    },
  ],
  body: `## How to use this guide

Most trailer problems announce themselves before they leave you stranded: a flicker, a noise, a smell or a hub that is hotter than the rest. Find your symptom below, work through the likely causes from the most common to the least, and fix the cause rather than the symptom. If a problem involves brakes, bearings, the coupler or the frame and you are not sure of the fix, do not tow until it is sorted out.

## Lights

### No lights at all

1. Check the tow vehicle's trailer fuse and, if fitted, its wiring converter module.
2. Inspect both halves of the plug for corrosion and bent pins.
3. Check the white ground wire where it bolts to the tow vehicle and the trailer.

### Dim, flickering or confused lights

If the lights dim, flicker, or the brake lights make both turn signals blink, the cause is almost always a bad ground. Clean the ground connection down to bare metal, or better, run a dedicated ground wire to each light rather than relying on the frame, which is a poor conductor on a salt-worn trailer.

### One light out

Check the bulb or LED unit first. If it is good, look for a broken wire, usually where the harness bends at the tongue or passes through the frame.

### Lights fail after launching

Water is in a housing or a socket is corroded. Dry, clean and seal it, or replace it with a sealed, submersible LED light. With incandescent bulbs, unplug the trailer before launching so hot bulbs do not crack in cold water.

## Brakes

### Electric brakes do nothing

1. Check the brake controller's display and gain setting.
2. Check the 7-way plug, especially the brake circuit pin.
3. Measure each magnet's resistance across its leads: a healthy magnet reads about 3-4 ohms. Far outside that range means a bad magnet or wiring.
4. Check the ground wire and the splices along the axle.

### Brakes grab or lock up

- Controller gain set too high.
- Shoes out of adjustment or contaminated with grease.
- Rusted drums or rotors after the trailer has sat wet.
- Drums scored beyond 0.060 inch, which must be machined or replaced.

### Trailer pulls to one side when braking

One side is doing more work than the other. Look for a seized caliper, a contaminated or worn-out shoe, a failed magnet, or a drum brake out of adjustment on one side.

### Surge brakes lock up when backing up

The reverse lockout is not working. Check that the lockout solenoid is wired to the tow vehicle's reverse lights and getting power, or fit the manual lockout pin before reversing.

### Surge brakes feel weak

Check for low fluid, air in the lines, worn pads or shoes, a seized caliper piston, or a worn actuator damper. Bleed the system after any repair that opens the lines.

### Brakes drag, smell hot or smoke

A caliper or wheel cylinder is sticking, a return spring has broken, or the brakes are adjusted too tight. Let the hub cool, then find the culprit before towing further.

## Wheel bearings and hubs

### One hub much hotter than the others

After a drive, the hubs should be warm and about equal. A hub too hot to keep your hand on usually means a failing or overtightened bearing, grease thinned by water, or a dragging brake.

### Grinding, rumbling or play in the wheel

Grab the tire at 12 and 6 o'clock and rock it. Any noticeable play, or a rough feel when you spin the wheel, means the bearing needs adjusting or replacing. Don't tow far on it; a seized bearing can cost you the spindle or the wheel.

### Grease on the inside of the rim

The rear grease seal has failed, or the bearing protector has been overfilled and pushed it out. Replace the seal, repack the bearing and wipe grease off the brakes.

Prevention is simple: repack every 12,000 miles or once a year, or every 2,000 miles or 3 months if the trailer goes in salt water, and let the hubs cool before launching.

## Tires

### Reading the wear

- **Both edges worn:** under-inflation. Set the tires to the sidewall pressure, checked cold.
- **Center worn:** over-inflation.
- **One edge worn or a feathered tread:** a bent axle, misalignment, or an overloaded trailer. On tandem trailers, some scrubbing from tight turns is normal, but heavy one-sided wear is not.
- **Cupping or scalloping:** worn bearings, loose wheels or out-of-balance tires.

### Blowouts

Most come from running under-inflated, overloading the trailer, or tires that are simply too old. Replace trailer tires older than 5-6 years, whatever the tread looks like.

### Slow leaks

Check the valve stems for cracks, the bead for corrosion on the rim, and the tread for nails. Salt corrosion on steel rims is a common cause of slow bead leaks.

## Sway and handling

### The trailer sways or fishtails

- **Too little tongue weight.** Aim for 10-15% of total trailer weight; move the boat forward or shift the load.
- **Low tire pressure** on the trailer or the tow vehicle.
- **Overloading** the trailer, the hitch or the tow vehicle.
- **Speed and crosswinds.** Slow down, especially on bridges and open stretches.
- **Worn parts:** loose U-bolts, worn spring hangers or bushings.

If sway starts, ease off the gas, hold the wheel straight and, with an electric brake controller, apply the trailer brakes gently by hand. Do not brake the tow vehicle hard.

### The tow vehicle's rear end squats

Too much tongue weight or an overloaded rig. Move the load back, or move the winch stand back a notch, and recheck.

### The trailer bounces or hops

Often over-inflated tires on a lightly loaded trailer, or worn leaf springs.

## Winch and bow stop

### The winch slips or freewheels

The pawl is not engaging the gear, the pawl spring is broken, or the ratchet teeth are worn. Check the pawl is set to ratchet, not free, and replace worn parts. Never rely on a slipping winch alone: always use the bow safety chain.

### The winch is hard to crank

Clean and grease the gears and shaft. If it is still too hard, the trailer may be too shallow at the ramp, or the boat may need a two-speed winch.

### The strap is frayed or stiff

Sun and salt weaken straps from the outside in. Replace a frayed or faded strap before it fails under load, and keep it wound and dry.

## Coupler and hitch

### The coupler won't latch, or pops off the ball

- The ball size does not match the coupler: 2 inch and 2 5/16 inch look alike.
- The ball is worn, or the coupler's adjustment is loose.
- The latch is dirty or corroded. Clean and grease it.

### A clunk when starting or stopping

A loose ball, a worn coupler, or a worn surge actuator damper. Tighten or replace before it gets worse.

## Boat won't sit straight on the trailer

- **Wrong depth:** bunks should be submerged 6-12 inches for a bunk trailer. Too deep and the boat floats off center; too shallow and it will not slide up.
- **Bunks or rollers out of adjustment,** or a bunk bracket bent.
- **Wind and current:** fit load guides and approach into the wind.

## When to call a professional

Cracked frames or welds, bent axles, brake hydraulics, and anything you are not sure about are best left to a trailer shop. Our Edgewater, MD team sees all of these problems every season and can usually get you back on the water quickly.
`,
}
