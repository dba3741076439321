import type { TipSeed } from '@/seed/tips/types'

export const choosingRightTrailer: TipSeed = {
  slug: 'choosing-right-trailer',
  title: 'How to Choose the Right Boat Trailer',
  excerpt:
    'Size the capacity from real weights, pick the right axle count, brakes and material, and make sure the trailer fits your hull and your tow vehicle.',
  readTime: 7,
  order: 10,
  metaTitle: 'How to Choose the Right Boat Trailer | Venture Trailers Edgewater',
  metaDescription:
    'Size a boat trailer from real weights with a 20% margin plus 500 lb, then choose axles, brakes, bunks or rollers and aluminum or galvanized to suit your boat.',
  keywords: [
    'choosing a boat trailer',
    'boat trailer capacity',
    'single vs tandem axle trailer',
    'bunk vs roller trailer',
    'aluminum vs galvanized trailer',
    'boat trailer buying guide',
  ],
  cta: {
    heading: 'Find your Venture trailer',
    text: 'Compare aluminum and galvanized bunk, roller, pontoon, PWC and skiff trailers, or bring your boat details to our Edgewater, MD shop and we will size it with you.',
    label: 'Browse All Trailers',
    href: '/trailers',
  },
  faq: [],
  body: `## Start with the real weight

The most common trailer-buying mistake is sizing the trailer to the boat's brochure weight. That "dry weight" often leaves out the engine, and it always leaves out the fuel, batteries, water and everything you carry. The trailer has to carry it all.

Add up:

- **The boat:** the manufacturer's hull weight. Check whether it includes the engine.
- **The motor or motors:** a 150 hp four-stroke outboard weighs around 450 lb, and twins double that.
- **Fuel:** gasoline weighs about 6 lb per gallon, so a 60 gallon tank adds about 360 lb when full.
- **Water:** fresh water weighs about 8.3 lb per gallon. Tow with livewells and washdown tanks empty.
- **Batteries:** 50 to 70 lb each.
- **Gear:** anchors, coolers, tackle, safety equipment, T-tops, towers and anything else that stays aboard.

## The sizing rule: 20% margin plus 500 lb

Once you have the total of boat, motor, fuel and gear, **add a 20% margin, then add another 500 lb**. The result is the minimum trailer capacity to shop for.

The margin is there because real loads almost always come in heavier than the estimate, gear accumulates over the years, and a trailer working below its rating is easier on tires, bearings and brakes. It also leaves room if you repower with a bigger engine.

### A worked example

- Boat: 2,600 lb
- Motor: 450 lb
- Fuel: 60 gallons at 6 lb per gallon, 360 lb
- Batteries and gear: 290 lb

The total is 3,700 lb. A 20% margin adds 740 lb, for 4,440 lb, and the extra 500 lb brings it to 4,940 lb. Look for a trailer with a capacity of about 5,000 lb. That puts you in tandem axle territory.

Keep capacity and GVWR straight. Capacity is what the trailer can carry; GVWR is the trailer's own weight plus that load, and it is the number your tow vehicle and hitch must be rated for.

## Choose the axle configuration

- **Single axle, up to 3,500 lb:** lighter, cheaper and easier to move by hand, with fewer tires and bearings to maintain. A good match for skiffs, jon boats, PWC and smaller runabouts.
- **Tandem axle, 3,500-10,000 lb:** spreads the load over four tires, tows more steadily with less sway, rides more smoothly and can limp to safety on three tires after a blowout. The trade-off is more tire scrub in tight turns and more parts to maintain.
- **Triple axle, over 10,000 lb:** for large center consoles, walkarounds and cruisers.

The Venture line spans that whole range, from aluminum single axle bunk trailers of about 1,000 lb capacity to triple axle models rated above 15,000 lb.

## Plan on brakes

**Expect brakes on any trailer over 3,000 lb.** Most states, including Maryland and Virginia, require them around that weight, and you will want them anyway the first time traffic stops short on Route 2. Check the rules for every state you tow through.

For salt and brackish water, disc brakes are the better choice: they shed water, resist fading and are easy to inspect. Surge brakes need nothing in the tow vehicle; electric-over-hydraulic brakes need a brake controller but work in reverse without a lockout. Stainless or coated discs hold up best on the Bay. On tandem and triple axle trailers, brakes may be on one axle or more than one depending on capacity.

## Bunk or roller

**Bunk trailers** carry the hull on long carpeted or poly-covered boards. They spread the load over a large area, suit most fiberglass hulls, have few moving parts and are the usual choice on the Chesapeake. They need a ramp deep enough to submerge the bunks 6-12 inches at retrieval.

**Roller trailers** carry the hull on rows of rollers. The boat rolls on and off with less water and less effort, which helps at shallow ramps and at low tide, and the winch does most of the work. They ask more care in setup, since each roller must share the load, and rollers wear and need replacing over time.

If you launch at shallow tidal ramps, single-handed, or often at low water, lean toward rollers. If your ramps have good depth and you want simplicity, bunks are hard to beat.

## Aluminum or galvanized

Both are at home on salt water, and Venture builds both in the USA.

- **Aluminum** is lighter, which leaves more of your tow vehicle's rating for the boat. It does not rust and keeps its looks for years. It costs more up front.
- **Hot-dip galvanized steel** is strong and economical. The zinc coating protects the steel inside and out; it turns dull grey with age, and any spot where the zinc wears through can be touched up. It weighs more than aluminum.

## Make sure it fits the boat

A trailer with the right capacity still has to fit your hull.

- **Length:** match the trailer to your boat's length range, with the hull supported right up to the transom.
- **Beam:** check the width between the fenders against your boat's beam.
- **Bunk or roller placement:** bunks should sit under the hull's stringers, and rollers should support the keel and hull evenly.
- **Bow eye height:** the winch stand must adjust to your bow eye's height so the strap pulls level or slightly down.
- **Load guides:** PVC load guides or guide posts make a big difference in Bay crosswinds.
- **Overall length:** make sure the rig fits your driveway, garage or storage space. A swing tongue can shorten it for storage.

Specialty hulls need specialty trailers. Pontoon and tritoon trailers carry the tubes on bunks that adjust to the tube spacing, PWC trailers come in single and double craft layouts, and skiff and jon boat trailers keep small flat-bottomed hulls low and easy to launch.

## Options worth considering

A few upgrades make a big difference to how a trailer lives on the Bay:

- **Torsion axles:** a smoother ride for the boat, and no leaf springs or hangers to rust.
- **Stainless disc brakes and stainless hardware:** longer life in salt water.
- **Sealed LED lights:** they survive dunking and light up faster than bulbs.
- **A spare tire and bracket:** cheap insurance on a long highway run.
- **Aluminum wheels:** lighter, and no rust bleeding onto the tires.
- **Keel rollers, target bunks and PVC load guides:** easier, straighter loading.
- **A dual wheel tongue jack or a swing tongue:** easier moving by hand and easier storage.

It is usually cheaper to order these with the trailer than to add them later, so think about how and where you will use it before you buy.

## Check the tow vehicle and hitch

- Confirm the tow vehicle's towing capacity covers the trailer's loaded weight with room to spare.
- Plan for a tongue weight of 10-15% of the total trailer weight, and check your vehicle's tongue weight limit.
- Match the hitch class to the load: Class I up to 2,000 lb, Class II up to 3,500 lb, Class III up to 5,000 lb and Class IV up to 10,000 lb.
- Match the ball to the coupler, 2 inch or 2 5/16 inch.
- Fit a brake controller if the trailer has electric or electric-over-hydraulic brakes.

## Your pre-purchase checklist

1. Total the real weight of boat, motor, fuel and gear.
2. Add 20%, then add 500 lb, to get the minimum capacity.
3. Pick the axle count for that capacity.
4. Choose brakes suited to the weight and to salt water.
5. Decide on bunks or rollers for your hull and your ramps.
6. Choose aluminum or galvanized for your budget and tow vehicle.
7. Check length, beam, bunk placement and bow eye height against the boat.
8. Confirm the tow vehicle, hitch class and ball size.

Bring your boat's make, model and engine to our Edgewater, MD shop and we will run these numbers with you and match you to the right Venture trailer.
`,
}
