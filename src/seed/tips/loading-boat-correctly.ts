import type { TipSeed } from '@/seed/tips/types'

export const loadingBoatCorrectly: TipSeed = {
  slug: 'loading-boat-correctly',
  title: 'How to Load Your Boat on a Trailer Correctly',
  excerpt:
    'A clean retrieval starts with the right trailer depth and ends with a boat sitting straight and strapped down. Step by step for bunk and roller trailers.',
  readTime: 5,
  order: 8,
  metaTitle: 'How to Load a Boat on a Trailer | Venture Trailers Edgewater',
  metaDescription:
    'Load your boat straight every time: how deep to back in (bunks submerged 6-12 inches), steps for bunk and roller trailers, and how to secure it for the road.',
  keywords: [
    'how to load a boat on a trailer',
    'boat retrieval',
    'bunk trailer depth',
    'roller trailer loading',
    'boat ramp tips',
    'securing boat to trailer',
  ],
  cta: {
    heading: 'Make loading easier',
    text: 'Venture bunk trailers have adjustable bunks, and we can add PVC load guides and keel rollers to help you line up in a Bay crosswind.',
    label: 'See Bunk Trailers',
    href: '/trailers/bunk',
  },
  faq: [],
  body: `## Before you back down the ramp

A smooth retrieval starts in the parking lot, not at the water's edge.

- **Prepare the trailer in the staging area.** Pull out some winch strap, lay the bow safety chain where you can reach it, and unplug incandescent lights.
- **Give the hubs a few minutes to cool** if you have just driven in, so cold water does not pull moisture past the seals.
- **Read the conditions.** Tidal range on the Chesapeake is modest, but wind can push water levels well above or below the tide table, and tidal rivers can run a real current past the ramp. Note which way the wind and current will push the boat as you line up.
- **Agree on signals** with whoever is driving the tow vehicle or the boat.

## How deep to back the trailer

Depth is the single biggest factor in a clean load.

**Bunk trailers:** back in until the bunks are submerged 6-12 inches. At that depth the boat can float up onto the rear of the bunks and then settle onto them as you winch it forward.

- **Too shallow**, and the bow hits the bunks and stops, leaving you to winch the whole weight of the boat up dry carpet.
- **Too deep**, and the boat floats over the bunks instead of onto them, drifts off center with the wind or current, and settles crooked when you pull out.

**Roller trailers** need less water. Back in until the rear rollers are just under the surface; the rollers carry the hull and the winch does most of the work.

Once you find the sweet spot at your home ramp, note where the water meets the fenders or a guide post, so next time you can back straight to it.

## Step by step: bunk trailer

1. Back the trailer in to the right depth, set the tow vehicle's parking brake and leave it in park.
2. Approach slowly and straight, into the wind or current if you can, lining the bow up between the guide posts or load guides.
3. Idle forward onto the bunks, keeping the boat centered. Stop before the bow reaches the winch stand.
4. Hook the winch strap to the bow eye and crank the boat forward until the bow is snug against the bow stop.
5. Attach the bow safety chain or strap as a backup to the winch.
6. Trim the engine or outdrive all the way up before the trailer leaves the water.
7. Pull out slowly and steadily, then stop in the staging area to secure the boat.

**About power loading:** many ramps prohibit driving the boat onto the trailer under power, because prop wash digs holes at the end of the ramp. Where it is allowed, use only as much throttle as it takes to creep forward, and never power the boat hard against the bow stop.

## Step by step: roller trailer

1. Back in until the rear rollers are just wet and set the parking brake.
2. Bring the boat up to the back of the trailer, centered on the keel rollers.
3. Hook the winch strap to the bow eye and crank the boat up the rollers until the bow meets the bow stop.
4. Attach the bow safety chain, trim up the engine and pull out.

Stand to the side of the winch, never in line with the strap. A strap that lets go under load can whip back hard.

## Check the fit before you drive

- The boat should sit centered, with equal gaps on each side and the keel on the keel rollers.
- The bow should be snug against the bow stop, and the winch strap should run level or slightly down from the winch to the bow eye.
- The bunks should support the hull right up to the transom, where the weight of the engine sits. A transom hanging unsupported past the bunks can put a hook in the hull over time.
- Check that the tongue weight still feels right; a boat sitting further back than usual lightens the tongue and makes the trailer more prone to sway.

If the boat sits crooked, go back in and reload it. It takes two minutes at the ramp and saves a miserable drive.

## Common mistakes we see at the ramp

- **Backing in at an angle.** If the trailer is not square to the ramp, the boat lands crooked on the bunks. Take another run at it rather than fighting it with the winch.
- **Letting the winch do the lifting.** A winch is made to pull a floating or rolling boat the last few feet, not to drag a grounded hull up dry bunks. If it feels heavy, the trailer is too shallow.
- **Forgetting to trim up.** A skeg or lower unit dragging up a concrete ramp is an expensive repair.
- **Unhooking the winch strap too early.** Leave it attached until the bow chain and transom straps are on.
- **Rushing in a crosswind.** On a breezy Bay afternoon, come in slowly, use the load guides and let the crew fend off with hands, not feet.

## Secure it for the road

1. Fit the transom tie-down straps and tighten them snugly.
2. Check the bow strap and safety chain are both attached.
3. Pull the drain plug and let the bilge drain, where local rules allow.
4. Stow loose gear and lash down the cover if you use one.
5. Use a motor support if your engine maker recommends one.
6. Plug in and test the lights.
7. Walk around the rig one last time: coupler latched, chains crossed, jack raised.

A few extra minutes in the staging area gets you home with the boat exactly where you left it.
`,
}
