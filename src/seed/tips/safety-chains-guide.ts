import type { TipSeed } from '@/seed/tips/types'

export const safetyChainsGuide: TipSeed = {
  slug: 'safety-chains-guide',
  title: 'Boat Trailer Safety Chains: How to Rig Them Right',
  excerpt:
    'Two crossed chains, rated for the gross weight, are all that stands between a loose trailer and the road. Here is how to size, hook up and inspect them.',
  readTime: 4,
  order: 3,
  metaTitle: 'Boat Trailer Safety Chains Guide | Venture Trailers Edgewater',
  metaDescription:
    'Rig two crossed safety chains rated for your trailer gross weight. How to set their length, hook them to the hitch, inspect them and avoid common mistakes.',
  keywords: [
    'trailer safety chains',
    'crossed safety chains',
    'boat trailer hitch',
    'safety chain rating',
    'trailer breakaway cable',
    'towing safety',
  ],
  cta: {
    heading: 'Need new chains or hitch hardware?',
    text: 'We stock rated safety chains, shackles, couplers and stainless hardware for Venture trailers. Browse accessories or stop by our Edgewater, MD shop.',
    label: 'Shop Accessories',
    href: '/trailers/accessories',
  },
  faq: [],
  body: `## What safety chains are for

Safety chains are the last connection between your trailer and your tow vehicle. If the coupler pops off the ball, the ball works loose or the ball mount breaks, properly rigged chains keep the trailer following you, hold the tongue off the pavement and give you time to ease onto the shoulder. Rigged badly, they drag, snap, or let the tongue dig into the road and flip the trailer.

## The rule: two chains, crossed, properly rated

- **Use two chains**, one on each side of the tongue. One chain alone lets the trailer swing wide and offers no backup.
- **Cross them in an X under the tongue** before hooking them to the tow vehicle. If the coupler lets go, the crossed chains form a cradle that catches the tongue and keeps it from dropping onto the road.
- **Rate them for the trailer's gross weight**: the trailer plus the boat, motor, fuel and gear, not just the empty trailer. Each chain on its own should be rated for that full gross weight, and so should the hooks, shackles and quick links that connect it. Look for the rating stamped on the links or on a tag.

Plain hardware-store chain with no stamped rating has no place on a boat trailer.

## Setting the length

Chains need enough slack for the tightest turn you will make, such as a sharp turn at the top of a ramp, without pulling tight. They must not be so long that they drag on the pavement, where they wear through and throw sparks, or that they let the tongue reach the ground before they catch it.

If your chains hang too low, shorten them properly with a rated shackle or quick link through the right link. Never tie a knot in a chain or wrap it around the hitch; both cut its strength sharply.

## Hooking up, step by step

1. Couple the trailer, close the latch and fit the coupler pin or lock.
2. Take the chain on the left side of the tongue to the right-hand safety loop on the hitch receiver, and the right chain to the left loop, so they cross under the coupler.
3. Attach them to the safety chain loops on the receiver, **never** to the ball mount, the hitch ball or the bumper. If the ball mount fails, anything attached to it goes with it.
4. Use hooks with spring latches, or rated shackles, so a bump cannot bounce a chain free.
5. The first time you set up a new rig, have a helper watch the chains during a slow, tight turn to confirm they neither bind nor drag.
6. If your trailer has brakes, clip the breakaway cable to the tow vehicle separately, not to a chain, with enough slack that it only pulls if the trailer truly breaks away.

## Inspect them every trip

- Look for stretched or elongated links, gouges, cracks and bent hooks.
- Light surface rust on galvanized chain is cosmetic, but pitted or thinned links mean replacement.
- Check that hook latches still snap closed.
- Check the welds or bolts where the chains attach to the trailer tongue.
- Replace any chain that has ever caught a trailer in a real separation; it may be stretched past its rating.

Salt water from the Bay reaches the chains at every launch, so rinse them along with the tongue and coupler after each trip.

## Common mistakes we see

- Chains run straight back instead of crossed.
- Hooks clipped to the ball mount or bumper.
- Chains so long they drag, or so short they snap tight in a turn.
- Unrated chain, or only one chain.
- Leaving them off for "just a quick run to the ramp". Most coupler failures happen at low speed, over bumps and driveway lips.

Safety chains are required by law in nearly every state, so check the current rules for every state you tow through. At our Edgewater, MD shop we check chains, hooks and couplers as part of every trailer service, and we are always happy to show you the right setup for your rig.
`,
}
