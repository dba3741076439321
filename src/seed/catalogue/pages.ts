import type { CatalogueTable } from '@/lib/catalogue/types'

export const cataloguePageSlugs = [
  'aluminum',
  'galvanized',
  'bunk',
  'roller',
  'pwc',
  'commander',
  'pontoon',
  'skiff',
  'tritoon',
  'accessories',
] as const
export type CataloguePageSlug = (typeof cataloguePageSlugs)[number]

export type CataloguePageSeed = {
  slug: CataloguePageSlug
  title: string
  metaTitle: string
  metaDescription: string
  keywords: string[]
  card: {
    title: string
    description: string
    image: string
    // Position on the /trailers overview.
    order: number
    onHome: boolean
    homeTitle?: string
    // The home page shows its eight cards in its own order.
    homeOrder?: number
  }
  hero: { heading: string; text: string; image: string }
  benefits: string[]
  standardFeatures: string[]
  specialFeatures: { title: string; text: string }[]
  sections: {
    heading: string
    anchor?: string
    // May contain '{range}', replaced by the computed capacity range of the section's tables.
    intro: string
    tables: { table: CatalogueTable; caption: string }[]
  }[]
  extra?: { heading: string; items: string[] }
  closingCta: { label: string; href: string }[]
}

const quote = [{ label: 'Get a quote', href: '/contact' }]
const card = (slug: CataloguePageSlug) => `/images/categories/${slug}.webp`
const hero = (slug: CataloguePageSlug) => `/images/heroes/${slug}.webp`

const galvanizedBenefits = [
  'Made in the USA',
  'Hot-dip galvanized after fabrication, so the zinc coats the frame inside and out, welds included',
  'Zinc protects the steel sacrificially: a scratch does not start a rust line the way it does under paint',
  'Costs less than aluminum of the same capacity; the trade-off is more weight on the hitch',
  'Rinse with fresh water after salt water launches and the coating lasts for many seasons',
]

const pontoonStandardFeatures = [
  'Hot-dip galvanized steel frame',
  'Ladder with handrail for boarding on the trailer',
  'Poly bunk sleeves that let the pontoons slide on and off',
  'Inside load guides that centre the pontoons while loading',
  'Tubular frame that protects the wiring and brake lines',
  'Bunks adjustable from 72 to 80 inches centre to centre',
  'Submersible LED lights',
]

const pontoonSpecialFeatures = [
  {
    title: 'Fits your pontoon spacing',
    text: 'The bunks slide from 72 to 80 inches centre to centre, so one trailer fits most two-tube and three-tube layouts without new brackets.',
  },
  {
    title: 'Brakes where the weight needs them',
    text: 'Tandem models carry disc brakes on one axle and triple axle models on two; most single axle models take brakes as an option.',
  },
  {
    title: 'Wiring out of harm',
    text: 'Wiring and brake lines run inside the tubular frame, away from rocks, ramps and the bottom of the lake.',
  },
]

export const cataloguePages: CataloguePageSeed[] = [
  {
    slug: 'aluminum',
    title: 'Aluminum Boat Trailers',
    metaTitle: 'Aluminum Boat Trailers | Bunk and Roller | Made in the USA',
    metaDescription:
      'Lightweight, corrosion-resistant aluminum boat trailers made in the USA: single, tandem and triple axle bunk trailers and single and tandem axle roller trailers, in Edgewater, MD.',
    keywords: [
      'aluminum boat trailer',
      'aluminum bunk trailer',
      'aluminum roller trailer',
      'saltwater boat trailer',
      'boat trailer Maryland',
    ],
    card: {
      title: 'Aluminum Trailers',
      description:
        'Light, rust-free aluminum bunk and roller trailers for boats from jon boats to offshore center consoles.',
      image: card('aluminum'),
      order: 1,
      onHome: true,
      homeTitle: 'Aluminum',
      homeOrder: 1,
    },
    hero: {
      heading: 'Aluminum Boat Trailers',
      text: 'Made in the USA from marine-grade aluminum I-beam: lighter to tow than steel, and with no coating to wear through, nothing to rust in salt water.',
      image: hero('aluminum'),
    },
    benefits: [
      'Made in the USA',
      'Aluminum does not rust, so salt water is no threat to the frame',
      'Roughly a third lighter than a steel trailer of the same capacity: easier towing and better fuel mileage',
      'Keeps its looks for years without paint or touch-ups',
      'Costs more up front than galvanized steel, and holds its resale value',
    ],
    standardFeatures: [
      'Marine-grade aluminum I-beam frame',
      'Carpeted bunks or self-centering rollers',
      'Submersible LED lights with sealed wiring harness',
      'Galvanized or stainless steel hardware',
      'Swivel tongue jack where the weight calls for it',
      'Disc brakes on the larger models',
    ],
    specialFeatures: [],
    sections: [
      {
        heading: 'Single Axle Bunk Trailers',
        intro:
          'For jon boats, bass boats and runabouts. Capacities from {range}; brakes are optional or standard on the larger models.',
        tables: [{ table: 'aluminum-bunk-single', caption: 'Aluminum single axle bunk trailers' }],
      },
      {
        heading: 'Tandem Axle Bunk Trailers',
        intro:
          'Two axles for stability at highway speed and a spare wheel of margin on the road. Capacities from {range}.',
        tables: [{ table: 'aluminum-bunk-tandem', caption: 'Aluminum tandem axle bunk trailers' }],
      },
      {
        heading: 'Triple Axle Bunk Trailers',
        intro: 'For large offshore boats and cruisers. Capacities from {range}.',
        tables: [{ table: 'aluminum-bunk-triple', caption: 'Aluminum triple axle bunk trailers' }],
      },
      {
        heading: 'Single Axle Roller Trailers',
        intro:
          'Rollers let the boat roll off and winch on at shallow ramps. Capacities from {range}.',
        tables: [
          { table: 'aluminum-roller-single', caption: 'Aluminum single axle roller trailers' },
        ],
      },
      {
        heading: 'Tandem Axle Roller Trailers',
        intro: 'Roller loading for bigger hulls. Capacities from {range}.',
        tables: [
          { table: 'aluminum-roller-tandem', caption: 'Aluminum tandem axle roller trailers' },
        ],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'galvanized',
    title: 'Galvanized Boat Trailers',
    metaTitle: 'Hot-Dip Galvanized Boat Trailers | Made in the USA',
    metaDescription:
      'Hot-dip galvanized steel boat trailers made in the USA: bunk, roller, PWC, pontoon, tritoon and jon boat trailers in single, tandem and triple axle, in Edgewater, MD.',
    keywords: [
      'galvanized boat trailer',
      'hot-dip galvanized trailer',
      'galvanized bunk trailer',
      'galvanized roller trailer',
      'pontoon trailer',
    ],
    card: {
      title: 'Galvanized Trailers',
      description:
        'Hot-dip galvanized steel trailers: strong, economical and protected inside and out against corrosion.',
      image: card('galvanized'),
      order: 4,
      onHome: true,
      homeTitle: 'Galvanized',
      homeOrder: 4,
    },
    hero: {
      heading: 'Hot-Dip Galvanized Boat Trailers',
      text: 'Steel strength at a lower price than aluminum. Each frame is dipped in molten zinc after welding, so the coating reaches every seam, inside and out. Made in the USA.',
      image: hero('galvanized'),
    },
    benefits: galvanizedBenefits,
    standardFeatures: [
      'Hot-dip galvanized steel frame and crossmembers',
      'Carpeted bunks or rollers to suit the hull',
      'Submersible LED lights',
      'Galvanized hardware',
      'Disc brakes on tandem and triple axle models',
    ],
    specialFeatures: [],
    sections: [
      {
        heading: 'Galvanized Bunk Trailers',
        intro: 'Single, tandem and triple axle bunk trailers with capacities from {range}.',
        tables: [
          { table: 'galvanized-bunk-single', caption: 'Galvanized single axle bunk trailers' },
          { table: 'galvanized-bunk-tandem', caption: 'Galvanized tandem axle bunk trailers' },
          { table: 'galvanized-bunk-triple', caption: 'Galvanized triple axle bunk trailers' },
        ],
      },
      {
        heading: 'Personal Watercraft Trailers',
        intro: 'For personal watercraft up to 12 feet. Capacities from {range}.',
        tables: [{ table: 'galvanized-pwc', caption: 'Galvanized PWC trailers' }],
      },
      {
        heading: 'Pontoon Trailers',
        intro: 'For pontoon boats of 17 to 26 feet. Capacities from {range}.',
        tables: [
          { table: 'pontoon-single', caption: 'Single axle pontoon trailers' },
          { table: 'pontoon-tandem', caption: 'Tandem axle pontoon trailers' },
          { table: 'pontoon-triple', caption: 'Triple axle pontoon trailers' },
        ],
      },
      {
        heading: 'Single Axle Roller Trailers',
        intro: 'Galvanized roller trailers with capacities from {range}.',
        tables: [
          { table: 'galvanized-roller-single', caption: 'Galvanized single axle roller trailers' },
        ],
      },
      {
        heading: 'Tandem Axle Roller Trailers',
        intro: 'Capacities from {range}, with disc brakes.',
        tables: [
          { table: 'galvanized-roller-tandem', caption: 'Galvanized tandem axle roller trailers' },
        ],
      },
      {
        heading: 'Triple Axle Roller Trailers',
        intro: 'For the heaviest roller-loaded boats: capacities from {range}.',
        tables: [
          { table: 'galvanized-roller-triple', caption: 'Galvanized triple axle roller trailers' },
        ],
      },
      {
        heading: 'Tritoon Trailers',
        intro: 'Built for three-tube boats. Capacities from {range}.',
        tables: [
          { table: 'tritoon-single', caption: 'Single axle tritoon trailers' },
          { table: 'tritoon-tandem', caption: 'Tandem axle tritoon trailers' },
          { table: 'tritoon-triple', caption: 'Triple axle tritoon trailers' },
        ],
      },
      {
        heading: 'Jon Boat Trailers',
        intro: 'Simple single axle trailers for jon boats of 12 to 16 feet. Capacities from {range}.',
        tables: [{ table: 'galvanized-jon-boat', caption: 'Galvanized jon boat trailers' }],
      },
    ],
    closingCta: quote,
  },
