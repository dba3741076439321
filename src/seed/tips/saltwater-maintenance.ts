import type { TipSeed } from '@/seed/tips/types'

export const saltwaterMaintenance: TipSeed = {
  slug: 'saltwater-maintenance',
  title: 'Saltwater Trailer Maintenance on the Chesapeake',
  excerpt:
    'Brackish Bay water still eats trailers. A simple rinse routine after every launch, plus a few monthly checks, keeps corrosion away from brakes, bearings and wiring.',
  readTime: 3,
  order: 6,
  metaTitle: 'Saltwater Boat Trailer Maintenance | Venture Trailers Edgewater',
  metaDescription:
    'Brackish Chesapeake water still corrodes trailers. A rinse routine for every launch, monthly checks for brakes, bearings and wiring, and materials that last.',
  keywords: [
    'saltwater trailer maintenance',
    'Chesapeake Bay boat trailer',
    'rinse boat trailer',
    'trailer corrosion prevention',
    'galvanized boat trailer',
    'aluminum boat trailer',
  ],
  cta: {
    heading: 'Built for salt from the start',
    text: 'Venture hot-dip galvanized and aluminum trailers are made for Bay launches, with stainless disc brake and LED upgrades available at our Edgewater, MD shop.',
    label: 'See Galvanized Trailers',
    href: '/trailers/galvanized',
  },
  faq: [],
  body: `## Brackish water still counts

The Chesapeake runs from nearly fresh water at its head to almost full ocean salinity at its mouth. Around Edgewater, the South River and the nearby Bay are brackish, and that is more than enough salt to corrode steel, seize brakes, pit bearings and turn wiring green. Treat every launch on Bay waters as a saltwater launch.

## At the ramp: less time in the water

The less salt water your trailer meets, the less you have to wash off.

- **Back in only as deep as you need.** Hubs and brake parts that stay above the waterline stay cleaner. For a bunk trailer, that is usually bunks submerged 6-12 inches.
- **Let the hubs cool first.** Give them 10 to 15 minutes after the drive so a hot hub does not suck water past its seal when it hits the water.
- **Unplug incandescent lights** before backing down, so hot bulbs do not crack and live contacts do not corrode.
- **Keep dunks short.** At retrieval, have the boat ready at the dock before the trailer goes in, so the trailer is not sitting in the water while you wait.

## After every launch: rinse

1. **Rinse the same day**, ideally within a couple of hours, before the salt dries into crystals that hold moisture against the metal. Use the ramp's freshwater hose if it has one; otherwise rinse as soon as you get home.
2. **Work from top to bottom** with fresh water at garden-hose pressure: frame, crossmembers, bunks or rollers, springs, axles, hubs, brakes, lights and fenders.
3. **Flush the brakes.** If your trailer has a brake flush kit, connect the hose and let fresh water run through the calipers for several minutes. If not, aim the hose through the wheel openings at the calipers or drums.
4. **Get inside the frame.** Open channels and tubes trap salt water; spray into them and under the bunks.
5. **Finish at the front:** coupler, tongue jack, winch, strap and safety chains.
6. **Let it drain and dry**, parked with the tongue slightly raised so water runs out of the frame.

## Monthly checks during the season

- **Bearings:** trailers used in salt need their bearings inspected and repacked every 3 months. Keep bearing protectors topped up in between.
- **Brakes:** look for rust on rotors, sticking calipers and seized slide pins.
- **Lights and wiring:** clean the plug and add dielectric grease.
- **Moving parts:** grease the winch gears, jack, coupler latch and roller shafts with marine grease.
- **Hardware:** watch U-bolts, bolts and fender brackets for rust, and replace them with stainless or galvanized parts as they wear.

## Material matters

**Hot-dip galvanized steel** is protected by a zinc coating that corrodes in place of the steel. A dull white bloom is normal; red rust means the zinc is gone in that spot, so clean it and touch it up with zinc-rich paint.

**Aluminum** forms its own protective oxide and never rusts, but it can corrode where it touches other metals in salt water. Stainless hardware with isolating washers and regular rinsing keep that in check.

Venture builds trailers in both materials, and upgrades such as stainless disc brakes, torsion axles with no leaf springs to rust, and sealed LED lights make any trailer more at home on the Bay.

When the season ends, carry the same routine into a proper winterizing, and your trailer will be ready when the rockfish are.
`,
}
