export type AccessorySeed = {
  title: string
  description: string
  image: string
  category: 'Performance' | 'Convenience' | 'Safety'
  order: number
}

// In the order the accessories page lists them. The spec counts 17 cards, so the spare tire
// brackets are one card that names its three frame sizes.
export const accessories: AccessorySeed[] = [
  {
    title: 'Aluminum Wheels',
    description:
      'Lighter than steel rims and free of rust, aluminum wheels cut unsprung weight and keep their finish after years of launching in salt water.',
    image: '/images/accessories/aluminum-wheels.webp',
    category: 'Performance',
    order: 1,
  },
  {
    title: 'Dual Wheel Tongue Jack',
    description:
      'Two wheels spread the tongue weight, so a loaded trailer rolls across gravel, grass or soft ground without the jack digging in.',
    image: '/images/accessories/dual-wheel-tongue-jack.webp',
    category: 'Convenience',
    order: 2,
  },
  {
    title: 'Electric Over Hydraulic Brakes',
    description:
      'An electric controller in the tow vehicle drives a hydraulic actuator, giving smooth, proportional braking you can adjust from the driver seat, including when backing up a ramp.',
    image: '/images/accessories/electric-over-hydraulic-brakes.webp',
    category: 'Safety',
    order: 3,
  },
  {
    title: 'Stainless Steel Disc Brakes',
    description:
      'Stainless rotors and calipers shrug off the corrosion that eats drum brakes after repeated dunking, and stop straighter with less fade.',
    image: '/images/accessories/stainless-steel-disc-brakes.webp',
    category: 'Safety',
    order: 4,
  },
  {
    title: 'Keel Rollers',
    description:
      'Rollers along the centre line carry and guide the keel, so the hull lands square on the bunks and slides on and off with less effort.',
    image: '/images/accessories/keel-rollers.webp',
    category: 'Convenience',
    order: 5,
  },
  {
    title: 'LED Lights',
    description:
      'Sealed LED lamps survive submersion, draw little current and reach full intensity about 200 ms faster than incandescent bulbs, giving drivers behind you more time to react.',
    image: '/images/accessories/led-lights.webp',
    category: 'Safety',
    order: 6,
  },
  {
    title: 'Poly Bunk Covers',
    description:
      'Slick polyethylene bunk covers let the hull slide on and off easily, never hold water against the hull and do not rot like carpet.',
    image: '/images/accessories/poly-bunk-covers.webp',
    category: 'Convenience',
    order: 7,
  },
  {
    title: 'PVC Load Guides',
    description:
      'Tall PVC-sleeved guide posts show where the trailer is when it is under water and centre the boat in a crosswind or current.',
    image: '/images/accessories/pvc-load-guides.webp',
    category: 'Convenience',
    order: 8,
  },
  {
    title: 'Spare Tires',
    description:
      'A mounted spare sized to your trailer, so a flat on the way to the ramp costs minutes instead of the day.',
    image: '/images/accessories/spare-tires.webp',
    category: 'Safety',
    order: 9,
  },
  {
    title: 'Spare Tire Brackets',
    description:
      'Bolt-on brackets that hold the spare clear of the water, made in three sizes to fit 2x3, 2x4 or 3x4, and 3x5 frame rails.',
    // One card for the three sizes; the middle size pictures them.
    image: '/images/accessories/spare-tire-bracket-3x4.webp',
    category: 'Convenience',
    order: 10,
  },
  {
    title: 'Stainless Steel Hardware',
    description:
      'Stainless bolts, nuts and washers throughout, for fasteners that still turn after seasons of salt water.',
    image: '/images/accessories/stainless-steel-hardware.webp',
    category: 'Performance',
    order: 11,
  },
  {
    title: 'Swing Tongue',
    description:
      'A hinged tongue folds aside to shorten the trailer, so it fits in a garage or a tight storage space.',
    image: '/images/accessories/swing-tongue.webp',
    category: 'Convenience',
    order: 12,
  },
  {
    title: 'Target Bunks',
    description:
      'Angled guide bunks at the front of the trailer steer the bow onto centre for quick, even loading.',
    image: '/images/accessories/target-bunks.webp',
    category: 'Convenience',
    order: 13,
  },
  {
    title: 'Torsion Axles',
    description:
      'Rubber torsion suspension in place of leaf springs: a smoother, quieter ride, independent wheels and no springs to rust out.',
    image: '/images/accessories/torsion-axles.webp',
    category: 'Performance',
    order: 14,
  },
  {
    title: 'Optional Tongue Lengths',
    description:
      'A longer tongue reaches deeper water on shallow ramps while keeping the tow vehicle dry; a shorter one suits tight storage.',
    image: '/images/accessories/optional-tongue-lengths.webp',
    category: 'Convenience',
    order: 15,
  },
  {
    title: 'Tongue Jacks',
    description:
      'Swivel jacks in single wheel, flat foot and heavy duty versions make hitching and parking easy on trailers of any size.',
    image: '/images/accessories/tongue-jacks.webp',
    category: 'Convenience',
    order: 16,
  },
  {
    title: 'Windlass Bow Stop',
    description:
      'A bow stop shaped to clear the anchor windlass, so boats with a bow anchor pull up snug against the stop without damage.',
    image: '/images/accessories/windlass-bow-stop.webp',
    category: 'Safety',
    order: 17,
  },
]
