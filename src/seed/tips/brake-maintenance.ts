import type { TipSeed } from '@/seed/tips/types'

export const brakeMaintenance: TipSeed = {
  slug: 'brake-maintenance',
  title: 'Boat Trailer Brake Maintenance Guide',
  excerpt:
    'Surge, electric or electric-over-hydraulic: how often to inspect trailer brakes, when shoes and drums are worn out, how to test magnets and how to adjust drums.',
  readTime: 6,
  order: 9,
  metaTitle: 'Boat Trailer Brake Maintenance Guide | Venture Trailers Edgewater',
  metaDescription:
    'Inspect trailer brakes every 3,000 miles or yearly. Shoe and drum wear limits, testing electric brake magnets, adjusting drums and caring for brakes in salt.',
  keywords: [
    'boat trailer brakes',
    'trailer brake maintenance',
    'surge brakes',
    'electric trailer brakes',
    'brake magnet resistance',
    'trailer brake shoes',
  ],
  canonicalPath: '/tips/brake-maintenance-guide',
  cta: {
    heading: 'Brakes due for service?',
    text: 'Our Edgewater, MD shop services surge, electric and electric-over-hydraulic trailer brakes, and can upgrade you to stainless disc brakes built for salt.',
    label: 'Schedule Brake Service',
    href: '/contact',
  },
  faq: [
    {
      question: 'How often should boat trailer brakes be inspected?',
      answer:
        'Inspect them every 3,000 miles or once a year, whichever comes first. Trailers launched in salt or brackish water should also have their brakes flushed with fresh water after every launch and looked over more often. Adjust drum brakes at each inspection.',
    },
    {
      question: 'When should I replace trailer brake shoes?',
      answer:
        'Replace drum brake shoes when the lining is worn to 3/32 inch, the minimum safe thickness. If you tow hard, launch in salt water or have a long season ahead before the next inspection, plan to replace them at 1/8 inch so they do not wear past the minimum in between. Always replace shoes contaminated with grease or brake fluid, and replace them on both sides of the axle together.',
    },
    {
      question: 'How do I test an electric trailer brake magnet?',
      answer:
        'Disconnect the magnet leads and measure the resistance across them with a multimeter. A healthy magnet reads about 3-4 ohms. A much higher reading points to a broken winding or corroded connection, a much lower one to a short, and either way the magnet should be replaced.',
    },
    {
      question: 'When does a trailer brake drum need machining or replacing?',
      answer:
        'If the braking surface is scored deeper than 0.060 inch, the drum must be machined or replaced. Never machine a drum past the maximum diameter marked on it. Cracked drums, or drums with blue heat spots, should be replaced.',
    },
  ],
  body: `## Know which brakes you have

Most states, Maryland included, expect brakes on heavier trailers, and a boat trailer's brakes live a hard life: heat on the highway, then cold salt water at the ramp. Good maintenance starts with knowing your system.

- **Surge brakes** are hydraulic. When the tow vehicle slows, the trailer pushes against an actuator in the coupler, which presses on a master cylinder and applies the brakes. They need no controller in the tow vehicle, which is why they are common on boat trailers, but they need a reverse lockout, either a solenoid wired to the reverse lights or a manual pin, so they do not apply when you back up the ramp.
- **Electric drum brakes** use a magnet inside each drum, powered by a brake controller in the tow vehicle. They are simple and adjustable from the driver's seat, but repeated dunking in salt water is hard on magnets and wiring.
- **Electric-over-hydraulic brakes** use the tow vehicle's controller to run an electric pump that powers hydraulic disc brakes. They work in reverse without a lockout and suit larger boat trailers.

Disc brakes shed water and are easy to inspect, and stainless or coated discs hold up best in salt. Venture Commander trailers, for example, use disc brakes with a 1,000-hour salt spray coating.

## Inspection schedule

**Inspect your brakes every 3,000 miles or once a year, whichever comes first.** If you launch in salt or brackish water, rinse or flush the brakes with fresh water after every launch and take a closer look more often. Adjust drum brakes at every inspection, and after the first 200 miles on new brakes as the shoes bed in.

## What to inspect

### Shoes and pads

Measure the lining at its thinnest point. **Replace drum brake shoes at 3/32 inch of lining, the minimum.** If you tow hard, launch in salt or are heading into a long season before your next inspection, **plan on replacing them at 1/8 inch**, so they do not wear past the minimum before you look again. Treat disc pads the same way, using the minimum thickness from the brake maker.

- Replace shoes or pads soaked with grease or brake fluid, and fix the leak that caused it.
- Replace them in axle sets, both sides together, so the trailer brakes evenly.

### Drums and rotors

- **Drums scored deeper than 0.060 inch** must be machined or replaced. Never machine past the maximum diameter marked on the drum.
- Replace drums or rotors that are cracked or show blue heat spots.
- Check rotors for deep rust pitting and for thickness below the minimum marked on them.

### Electric brake magnets

With the magnet leads disconnected, measure resistance across each magnet. **A healthy magnet reads about 3-4 ohms.** A much higher reading means a broken winding or corroded lead; a much lower one means a short. Also look at the magnet's face: replace it if it is worn unevenly or worn through. Check the wiring, splices and ground, because most electric brake problems are really wiring problems.

### Hydraulic parts

- Check the fluid level and color in the actuator's master cylinder, and top up only with the fluid type specified on the cap. Brake fluid absorbs water, so replace it whenever it turns dark or cloudy, and at least yearly on a trailer used in salt.
- Look along the brake lines for rust, and at the hoses for cracks or bulges.
- Make sure caliper slide pins move freely and are lubricated with high-temperature brake grease, and that the pistons are not seized.
- On surge actuators, check the damper, the coupler slide and the reverse lockout.

### Hardware

Check return springs, adjusters and retainers for rust and breakage. Replace weak or corroded springs; they are cheap and a tired spring can leave a brake dragging.

## Adjusting electric drum brakes

Manually adjusted drums need adjusting at every inspection.

1. Raise the wheel and support the trailer on jack stands.
2. Remove the rubber plug from the adjusting slot on the back of the backing plate.
3. Turn the star wheel with a brake adjusting tool to expand the shoes until the wheel is very hard to turn.
4. Back the star wheel off until the wheel turns freely with a slight drag, roughly 10 notches on most trailer brakes.
5. Refit the plug and repeat on every wheel.

## Test before every trip

- **Electric and electric-over-hydraulic:** roll forward slowly and apply the trailer brakes with the controller's manual lever. You should feel the trailer pull back firmly. Set the gain so the brakes are strong but the wheels do not lock.
- **Surge:** pull out slowly and brake firmly in an empty lot; you should feel the trailer slowing with you. Back up on the ramp to confirm the lockout works.
- **Breakaway:** pull the breakaway pin and try to pull forward gently; the brakes should hold. Keep the breakaway battery charged.

## Salt water care

- Flush the brakes with fresh water after every launch, using a flush kit if you have one.
- Let the hubs and brakes cool for 10 to 15 minutes before launching.
- Exercise the brakes regularly; brakes that sit wet are the ones that seize.
- When parts wear out, upgrade to stainless or coated components.

Well-kept brakes are the difference between a controlled stop and a trailer pushing your truck through an intersection. If anything on this list is beyond your tools or comfort, our Edgewater, MD shop will gladly take care of it.
`,
}
