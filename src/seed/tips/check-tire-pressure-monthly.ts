import type { TipSeed } from '@/seed/tips/types'

export const checkTirePressureMonthly: TipSeed = {
  slug: 'check-tire-pressure-monthly',
  title: 'Check Your Trailer Tire Pressure Monthly',
  excerpt:
    'Most trailer blowouts start with a tire that was quietly running low. Learn the right pressure, when to check it and when a tire is simply too old.',
  readTime: 3,
  order: 1,
  metaTitle: 'How to Check Boat Trailer Tire Pressure | Venture Trailers Edgewater',
  metaDescription:
    'Set boat trailer tires to the sidewall pressure, often 50-65 PSI. When to check, what under- and over-inflation do, and when to replace aging trailer tires.',
  keywords: [
    'boat trailer tire pressure',
    'trailer tire PSI',
    'ST trailer tires',
    'trailer tire age',
    'trailer blowout prevention',
    'boat trailer maintenance Maryland',
  ],
  cta: {
    heading: 'Time for new tires, or a new trailer?',
    text: 'Every Venture trailer rides on trailer-rated tires sized for its load. Browse the line, or ask our Edgewater, MD team to look over your current setup.',
    label: 'Browse Trailers',
    href: '/trailers',
  },
  faq: [],
  body: `## Why trailer tires need extra attention

Trailer tires live a harder life than the tires on your truck. They carry a heavy, concentrated load on a short wheelbase, they sit for weeks between trips, and on the Chesapeake they get backed into brackish or salt water at nearly every launch. Special trailer (ST) tires have stiff sidewalls to resist sway, but that stiffness only works when the tire holds the right pressure. Most of the trailer blowouts we see at our Edgewater, MD shop began with a tire that had been running low for a while.

## Find the right number

Use the pressure molded into the tire's sidewall, not the number on your tow vehicle's door placard. Trailer tires are normally run at the maximum cold pressure shown on the sidewall, which is often 50-65 PSI depending on the load range. That is the pressure at which the tire can carry its full rated load.

- Load range C trailer tires are commonly rated at 50 PSI.
- Load range D trailer tires are commonly rated at 65 PSI.
- Higher load ranges run higher still, so always go by what is printed on your own tires.

## When to check

Check the pressure at least **once a month**, and always with **cold tires**: before you drive, or after the trailer has been parked for three hours or more. Driving heats the air inside and gives a falsely high reading. Check again:

- **Before every long trip**, such as a run down to the Outer Banks or out to a lake in western Maryland.
- **After weeks of sitting idle**, because tires lose air slowly even when nothing is wrong.
- **When the temperature changes.** A 10°F change alters tire pressure by 1-2 PSI, so tires you set on a hot August afternoon can be several PSI low on a cold October morning.

## How to check and adjust

1. Use a good gauge that reads up to at least 100 PSI. Cheap pencil gauges drift over time.
2. Remove the valve cap, press the gauge squarely onto the stem and read it.
3. Add air until you reach the sidewall cold pressure. Never go above the maximum printed on the tire.
4. If you have to top up warm tires on the road, do not let air out afterwards; recheck once they are cold.
5. Check the spare as well. A flat spare is no help on the shoulder of Route 50.
6. Refit the valve caps and look for cracked or leaking valve stems.
7. While you are down there, look over the tread and sidewalls for cracks, bulges, cuts and uneven wear.

## What the wrong pressure does

### Under-inflation

- The sidewalls flex more and build heat, the leading cause of tread separation and blowouts.
- Both outer edges of the tread wear quickly.
- Rolling resistance rises, so your tow vehicle burns more fuel.
- The trailer feels loose and is more prone to sway.

### Over-inflation

- The contact patch shrinks, leaving less grip for braking on wet roads and slick ramps.
- The center of the tread wears faster than the edges.
- The harsher ride shakes the boat and trailer, loosening fasteners and stressing welds and fender brackets.
- The tire is more easily damaged by potholes and curbs.

## Age matters as much as air

Rubber breaks down with age, heat and sunlight even when the tread still looks new. Replace trailer tires older than 5-6 years, whatever their tread depth. You will find the age in the DOT code on the sidewall: the last four digits are the week and year of manufacture, so 2321 means the 23rd week of 2021. Covering the tires while the trailer is parked slows sun damage and buys you a little more life, but it does not stop the clock.

A monthly pressure check takes five minutes and is the cheapest insurance you can buy for your boat, your trailer and the drive to the ramp.
`,
}
