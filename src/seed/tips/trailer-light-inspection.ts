import type { TipSeed } from '@/seed/tips/types'

export const trailerLightInspection: TipSeed = {
  slug: 'trailer-light-inspection',
  title: 'Trailer Light Inspection: A Pre-Trip Checklist',
  excerpt:
    'Boat trailer lights go underwater at every launch. A two-minute check, a few fixes for the usual faults and why sealed LEDs are worth the upgrade.',
  readTime: 3,
  order: 4,
  metaTitle: 'Boat Trailer Light Inspection Checklist | Venture Trailers Edgewater',
  metaDescription:
    'A two-minute pre-trip check for boat trailer lights, fixes for bad grounds and corroded plugs, and why LED lights that light up faster are worth fitting.',
  keywords: [
    'boat trailer lights',
    'trailer light inspection',
    'LED trailer lights',
    'trailer wiring ground',
    'trailer light troubleshooting',
    'submersible trailer lights',
  ],
  cta: {
    heading: 'Upgrade to sealed LED lights',
    text: 'We sell and install submersible LED light kits and wiring harnesses for boat trailers. Browse accessories or ask our Edgewater, MD team.',
    label: 'View Accessories',
    href: '/trailers/accessories',
  },
  faq: [],
  body: `## Why boat trailer lights fail

Your trailer lights get dunked every time you launch, then bounced down the road. Water finds its way into housings and connectors, salt corrodes the contacts, and wiring chafes where it flexes at the tongue. Most failures come down to one of three things: a corroded plug, a poor ground or a damaged wire.

## The two-minute pre-trip check

1. Look at both halves of the plug before connecting. The pins should be bright, not green or crusty.
2. Plug in and switch on the tow vehicle's headlights. Check the tail lights, side marker lights and license plate light.
3. Work the left turn signal, then the right, and walk around to confirm each one.
4. Check the brake lights with a helper, or back up to a garage door or shop window and watch the reflection.
5. Switch on the hazards and confirm both sides flash together.
6. Look for cracked lenses, water inside the housings and wires hanging loose under the frame.

On a standard 4-pin flat connector, white is ground, brown is the tail and marker lights, yellow is the left turn and brake, and green is the right turn and brake. Trailers with electric brakes use a 7-way round plug that adds brake, reverse and auxiliary circuits.

## Don't forget reflectors and wide-trailer lights

Reflectors are part of your lighting too. Replace any that are cracked, faded or missing, and keep them clean so headlights pick them up at night. Most boat trailers are 80 inches wide or more, and trailers that wide also need amber clearance lights at the front corners, red clearance lights at the rear and a three-light identification bar at the back. Check these on every walk-around, because a trailer wider than the tow vehicle is hard to judge in the dark.

## Fixing the usual faults

- **Nothing works:** check the tow vehicle's trailer fuse, then the plug contacts, then the ground.
- **Dim, flickering or confused lights**, such as the brake lights making both turn signals blink: almost always a bad ground. Clean the white ground wire's connection to bare metal, or better, run a dedicated ground wire to each light.
- **One light out:** check the bulb or LED unit, then look for a broken wire, often where the harness bends at the tongue.
- **Lights quit after launching:** water in a housing or a corroded socket. Dry it, clean it and seal it, or replace the light with a submersible unit.

## LED versus incandescent

LED lights reach full intensity about 200 ms faster than incandescent bulbs. At 55 mph that gives the driver behind you roughly 16 extra feet to react when you brake. LEDs are also sealed against water, have no filament to break on rough roads, draw less current and last far longer.

If you still run incandescent bulbs, unplug the trailer before backing down the ramp. A hot bulb plunged into cold water can crack, and a live circuit in salt water corrodes contacts quickly.

## Keep them working

- Rinse the lights and plug with fresh water after every salt or brackish launch.
- Put dielectric grease on the plug pins and bulb sockets.
- Keep the trailer plug capped, or at least off the ground, when unhooked.
- Check the wiring where it passes through the frame and replace worn grommets.
- Make repairs with sealed heat-shrink connectors, not electrical tape.

A quick look before every trip keeps you legal, visible and out of the way of the car behind you.
`,
}
