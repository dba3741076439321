import type { TipSeed } from '@/seed/tips/types'

export const winterizingTrailer: TipSeed = {
  slug: 'winterizing-trailer',
  title: 'Winterizing Your Boat Trailer',
  excerpt:
    'Maryland winters are hard on a trailer that sits still. Clean it, service it and store it right in the fall, then run a quick spring checklist before launch day.',
  readTime: 6,
  order: 7,
  metaTitle: 'How to Winterize Your Boat Trailer | Venture Trailers Edgewater',
  metaDescription:
    'Get your boat trailer through a Maryland winter: clean off Bay salt, service bearings and brakes, protect tires and wiring, store it right, then recommission.',
  keywords: [
    'winterize boat trailer',
    'boat trailer winter storage',
    'trailer tire storage',
    'spring trailer checklist',
    'Maryland boat storage',
    'trailer maintenance before winter',
  ],
  canonicalPath: '/tips/winterizing-your-trailer',
  cta: {
    heading: 'Let us winterize it for you',
    text: 'Our Edgewater, MD service team handles end-of-season bearing, brake, tire and light service, so your trailer is ready when the Bay warms up.',
    label: 'Book Winter Service',
    href: '/contact',
  },
  faq: [],
  body: `## Why winter is hard on a trailer

A trailer that sits from November to April is not resting. Salt left over from a season on the Chesapeake keeps working all winter. Maryland's freeze-thaw cycles push moisture into every seam, tires flat-spot and crack, brake parts seize, bearings sit in whatever water got past the seals, and mice find the wiring. A few hours of work in the fall prevents most of it, and makes spring a matter of hooking up and going.

## What you will need

- A hose, a soft brush and a mild soap
- Marine wheel bearing grease and a grease gun
- Dielectric grease and high-temperature brake grease
- A tire gauge and an air source
- Jack stands or solid blocks, plus wheel chocks
- Zinc-rich touch-up paint for galvanized trailers
- A breathable cover, a coupler lock and a wheel lock

## 1. Start with a thorough clean

- Wash the whole trailer with fresh water and a mild soap, including the inside of the frame rails, the undersides of the bunks and the crossmembers.
- Flush the brakes with fresh water, using a flush kit if your trailer has one.
- Let everything dry completely before you cover or store it.
- Walk the frame with a flashlight. Look for cracked welds, bent crossmembers, loose bolts and rust. On galvanized trailers, touch up any red rust with zinc-rich paint. On aluminum trailers, check where stainless hardware meets the frame for white, powdery corrosion.

## 2. Service the wheel bearings

Fall is the best time to service bearings, because fresh grease pushes out any water before it can sit all winter and pit the races. If the bearings are due (every 12,000 miles or once a year, or every 2,000 miles or 3 months for a trailer used in salt), repack them now and fit new seals. If they are not due, at least pull a dust cap and check that the grease is clean and not milky, and top up any bearing protectors.

## 3. Check the brakes

- Inspect pads or shoes, rotors or drums, and calipers for wear and rust. Salt left in brake parts over winter is the most common reason for brakes that are seized in spring.
- Make sure caliper slide pins move freely, and lubricate them with high-temperature brake grease.
- For surge brakes, check the fluid level and color in the actuator. Brake fluid absorbs moisture, so if it is dark or cloudy, have it flushed.
- Charge the breakaway battery, then either remove it and store it indoors or keep it on a maintainer.

## 4. Protect the tires and wheels

- Inflate the tires to the sidewall pressure. Cold air lowers pressure by 1-2 PSI for every 10°F drop, so tires set in summer will be low by December.
- Get the weight off the tires if you can. Support the frame on jack stands or blocks, placed under the frame near the axles. If you cannot, move the trailer a few feet every month so the same patch of tire is not carrying the load all winter.
- Cover the tires to keep sunlight off them.
- Check the DOT date codes. Any tire older than 5-6 years should be replaced before next season.
- Chock the wheels, even on level ground.

## 5. Lights and wiring

- Test every light before you put the trailer away, so you have all winter to fix what is broken.
- Clean the plug, coat the pins with dielectric grease, and cover the plug or seal it in a plastic bag.
- Look along the harness for chafed spots and for chewed insulation from rodents.

## 6. Winch, coupler, jack and rollers

- **Winch:** inspect the strap or cable for fraying and sun damage, grease the gears, and store the strap dry and wound up.
- **Coupler:** clean and grease the latch, then fit a coupler lock.
- **Tongue jack:** grease it, run it through its full travel and retract it.
- **Rollers and bunks:** spin each roller and replace any that are cracked or flat-spotted. Check bunk carpet or poly covers for wear and loose fasteners.

## 7. Store it right

- **Indoors is best.** If the trailer stays outside, park it on firm, level, well-drained ground such as gravel or pavement, not grass, where moisture rises into the frame and tires.
- **Raise the tongue slightly** so rain and snowmelt drain off the boat and out of the frame. Pull the boat's drain plug and leave it somewhere you will see it in spring.
- **Support the tongue** on a solid block rather than leaving the jack wheel on soft ground.
- **Use a breathable cover**, supported so snow and rain cannot pool, and clear heavy snow after storms.
- **Deter rodents.** Remove food from the boat and use traps or deterrents near the tires and tongue.
- **Lock it up.** A coupler lock and a wheel lock deter theft. Photograph the trailer's VIN plate and keep your registration somewhere safe.

## Boat on or off the trailer?

Most boats spend the winter on their trailer, and that is fine as long as the trailer fits the boat well. The hull should rest evenly on the bunks or rollers, with the bunks supporting it right up to the transom where the engine's weight sits. A boat stored for months on badly placed supports can develop a hook or dent in the hull. If you plan to store the boat on blocks or a cradle instead, the empty trailer can go on stands with its tires fully unloaded, which is the kindest winter for tires of all.

If the boat stays on, remember the trailer is carrying its full load for months. That is one more reason to get the weight off the tires and to check the frame and bunk brackets closely in the fall.

## Spring recommissioning checklist

When the weather turns and the Bay starts calling, work through this list before your first launch:

1. Check the tire pressure cold and look the tires over for cracks and bulges.
2. Lower the trailer onto its wheels, spin each wheel and listen for grinding. Rock each tire to check for play.
3. Refit the breakaway battery and test the breakaway switch.
4. Test the brakes: work an electric controller by hand at low speed, or make a firm stop in an empty lot with surge brakes.
5. Test every light with the tow vehicle connected.
6. Check the coupler, safety chains and winch strap.
7. Torque the lug nuts.
8. Take a short shakedown drive, then feel each hub. They should all be about equally warm.

A trailer put away properly in the fall comes out in spring ready to work, and the money you save on seized brakes and ruined tires pays for the afternoon many times over.
`,
}
