import type { CataloguePageSlug, CatalogueTable } from '@/lib/catalogue/types'
import {
  galvanizedPontoonTables,
  galvanizedTritoonTables,
} from '@/seed/catalogue/galvanized-tables'

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
      'Lighter than a steel trailer of the same capacity: easier towing and launching',
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
        tables: galvanizedPontoonTables,
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
        tables: galvanizedTritoonTables,
      },
      {
        heading: 'Jon Boat Trailers',
        intro:
          'Simple single axle trailers for jon boats of 12 to 16 feet. Capacities from {range}.',
        tables: [{ table: 'galvanized-jon-boat', caption: 'Galvanized jon boat trailers' }],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'bunk',
    title: 'Bunk Boat Trailers',
    metaTitle: 'Bunk Boat Trailers | Aluminum and Galvanized | Made in the USA',
    metaDescription:
      'Aluminum and hot-dip galvanized bunk boat trailers made in the USA, single, tandem and triple axle: full-length carpeted bunks that support the hull evenly.',
    keywords: [
      'bunk boat trailer',
      'bunk trailer',
      'aluminum bunk trailer',
      'galvanized bunk trailer',
      'tandem axle boat trailer',
    ],
    card: {
      title: 'Bunk Trailers',
      description:
        'Full-length bunks spread the load along the hull. Aluminum or galvanized, single to triple axle.',
      image: card('bunk'),
      order: 2,
      onHome: true,
      homeTitle: 'Bunk',
      homeOrder: 2,
    },
    hero: {
      heading: 'Bunk Boat Trailers',
      text: 'Long carpeted bunks cradle the hull along its length, the gentlest support for fiberglass and the easiest way to float a boat on at a ramp with enough depth. Made in the USA in aluminum or hot-dip galvanized steel.',
      image: hero('bunk'),
    },
    benefits: [
      'Made in the USA',
      'Even support along the hull, with no point loads',
      'Fewer moving parts than a roller trailer',
      'Float-on loading at most ramps',
      'Aluminum for the lightest tow, galvanized steel for the lower price',
    ],
    standardFeatures: [
      'Carpeted bunks, adjustable to the hull',
      'Submersible LED lights',
      'Winch stand with bow stop',
      'Disc brakes on tandem and triple axle models',
    ],
    specialFeatures: [],
    sections: [
      {
        heading: 'Aluminum Single Axle Bunk Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'aluminum-bunk-single', caption: 'Aluminum single axle bunk trailers' }],
      },
      {
        heading: 'Aluminum Tandem Axle Bunk Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'aluminum-bunk-tandem', caption: 'Aluminum tandem axle bunk trailers' }],
      },
      {
        heading: 'Aluminum Triple Axle Bunk Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'aluminum-bunk-triple', caption: 'Aluminum triple axle bunk trailers' }],
      },
      {
        heading: 'Galvanized Single Axle Bunk Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'galvanized-bunk-single', caption: 'Galvanized single axle bunk trailers' },
        ],
      },
      {
        heading: 'Galvanized Tandem Axle Bunk Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'galvanized-bunk-tandem', caption: 'Galvanized tandem axle bunk trailers' },
        ],
      },
      {
        heading: 'Galvanized Triple Axle Bunk Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'galvanized-bunk-triple', caption: 'Galvanized triple axle bunk trailers' },
        ],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'roller',
    title: 'Roller Boat Trailers',
    metaTitle: 'Roller Boat Trailers | Aluminum and Galvanized | Made in the USA',
    metaDescription:
      'Aluminum and hot-dip galvanized roller boat trailers made in the USA, with 6 to 64 rollers: easy launching and winch-on loading at shallow ramps.',
    keywords: [
      'roller boat trailer',
      'roller trailer',
      'aluminum roller trailer',
      'galvanized roller trailer',
      'shallow ramp boat trailer',
    ],
    card: {
      title: 'Roller Trailers',
      description:
        'Self-centering rollers for easy launching and winch-on loading at shallow or tidal ramps.',
      image: card('roller'),
      order: 7,
      onHome: true,
      homeTitle: 'Roller',
      homeOrder: 3,
    },
    hero: {
      heading: 'Roller Boat Trailers',
      text: 'When the ramp is shallow or the tide is out, rollers let the boat roll off and winch back on without backing the tow vehicle deep into the water. Made in the USA in aluminum or hot-dip galvanized steel.',
      image: hero('roller'),
    },
    benefits: [
      'Made in the USA',
      'Launch and load at shallow and tidal ramps',
      'Winch the boat on without floating it',
      'Self-centering rollers line the hull up as it comes aboard',
      'Aluminum for the lightest tow, galvanized steel for the lower price',
    ],
    standardFeatures: [
      'Self-centering poly rollers on adjustable bars',
      'Keel rollers along the centre line',
      'Submersible LED lights',
      'Disc brakes on tandem and triple axle models',
    ],
    specialFeatures: [],
    sections: [
      {
        heading: 'Aluminum Single Axle Roller Trailers',
        anchor: 'roller-trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'aluminum-roller-single', caption: 'Aluminum single axle roller trailers' },
        ],
      },
      {
        heading: 'Aluminum Tandem Axle Roller Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'aluminum-roller-tandem', caption: 'Aluminum tandem axle roller trailers' },
        ],
      },
      {
        heading: 'Galvanized Single Axle Roller Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'galvanized-roller-single', caption: 'Galvanized single axle roller trailers' },
        ],
      },
      {
        heading: 'Galvanized Tandem Axle Roller Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'galvanized-roller-tandem', caption: 'Galvanized tandem axle roller trailers' },
        ],
      },
      {
        heading: 'Galvanized Triple Axle Roller Trailers',
        intro: 'Capacities from {range}.',
        tables: [
          { table: 'galvanized-roller-triple', caption: 'Galvanized triple axle roller trailers' },
        ],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'pwc',
    title: 'Personal Watercraft Trailers',
    metaTitle: 'PWC Trailers | Jet Ski and Wave Runner Trailers | Made in the USA',
    metaDescription:
      'Aluminum and galvanized personal watercraft trailers made in the USA for jet skis, wave runners and Sea-Doo-type craft up to 12 feet, single and double.',
    keywords: [
      'PWC trailer',
      'jet ski trailer',
      'wave runner trailer',
      'sea-doo trailer',
      'double PWC trailer',
    ],
    card: {
      title: 'Personal Watercraft',
      description:
        'Aluminum and galvanized trailers for jet skis, wave runners and other personal watercraft.',
      image: card('pwc'),
      order: 5,
      onHome: true,
      homeTitle: 'PWC',
      homeOrder: 6,
    },
    hero: {
      heading: 'Personal Watercraft Trailers',
      text: 'Light, easy-to-handle trailers for one or two personal watercraft, in aluminum or hot-dip galvanized steel. Made in the USA.',
      image: hero('pwc'),
    },
    benefits: [
      'Made in the USA',
      'Light enough to move by hand at the ramp',
      'Single and double models',
      'Aluminum or galvanized steel for salt water use',
    ],
    standardFeatures: [
      'Carpeted bunks shaped for PWC hulls',
      'Submersible LED lights',
      'Winch stand with bow stop',
    ],
    specialFeatures: [],
    sections: [
      {
        heading: 'Aluminum PWC Trailers',
        anchor: 'pwc-trailers',
        intro: 'Capacities from {range}, including a double trailer for two craft.',
        tables: [{ table: 'aluminum-pwc', caption: 'Aluminum personal watercraft trailers' }],
      },
      {
        heading: 'Galvanized PWC Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'galvanized-pwc', caption: 'Galvanized personal watercraft trailers' }],
      },
    ],
    extra: {
      heading: 'Compatible craft',
      items: [
        'Jet skis',
        'Wave runners',
        'Sea-Doo-type craft',
        'Other personal watercraft up to 12 feet',
      ],
    },
    closingCta: quote,
  },
  {
    slug: 'commander',
    title: 'Commander Line Trailers',
    metaTitle: 'Commander Line Boat Trailers | Heavy-Duty Aluminum | Made in the USA',
    metaDescription:
      'Commander line aluminum boat trailers made in the USA, single, tandem and triple axle, with hubs warranted 6 years or 100,000 miles and salt-spray-tested disc brakes.',
    keywords: [
      'Commander boat trailer',
      'heavy duty boat trailer',
      'aluminum triple axle trailer',
      'offshore boat trailer',
      'disc brake boat trailer',
    ],
    card: {
      title: 'Commander Line',
      description:
        'The top of the line: aluminum trailers with long-warranty hubs and salt-spray-tested disc brakes.',
      image: card('commander'),
      order: 3,
      onHome: true,
      homeTitle: 'Commander',
      homeOrder: 8,
    },
    hero: {
      heading: 'Commander Line Trailers',
      text: 'Aluminum trailers equipped for hard salt water use and long tows, from single axle to triple axle. Made in the USA.',
      image: hero('commander'),
    },
    benefits: [
      'Made in the USA',
      'Hubs warranted for 6 years or 100,000 miles',
      'Disc brakes with a coating rated for 1000 hours of salt spray',
      '2 in or 2 5/16 in coupler, matched to the trailer weight',
    ],
    standardFeatures: [
      'Aluminum I-beam frame',
      'Carpeted bunks',
      'Disc brakes',
      'Submersible LED lights',
      'Stainless steel hardware',
    ],
    specialFeatures: [
      {
        title: 'Hubs warranted 6 years',
        text: 'The hubs carry a warranty of 6 years or 100,000 miles, whichever comes first.',
      },
      {
        title: 'Salt-spray-rated brakes',
        text: 'The disc brakes carry a coating that withstands 1000 hours of salt spray testing, for trailers that launch in salt water every weekend.',
      },
    ],
    sections: [
      {
        heading: 'Single Axle Commander Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'commander-single', caption: 'Commander single axle trailers' }],
      },
      {
        heading: 'Tandem Axle Commander Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'commander-tandem', caption: 'Commander tandem axle trailers' }],
      },
      {
        heading: 'Triple Axle Commander Trailers',
        intro: 'Capacities from {range}.',
        tables: [{ table: 'commander-triple', caption: 'Commander triple axle trailers' }],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'pontoon',
    title: 'Pontoon and Tritoon Trailers',
    metaTitle: 'Pontoon and Tritoon Trailers | Galvanized | Made in the USA',
    metaDescription:
      'Hot-dip galvanized pontoon and tritoon trailers made in the USA for boats 17 to 26 feet: bunks adjustable 72 to 80 inches, single, tandem and triple axle.',
    keywords: [
      'pontoon trailer',
      'tritoon trailer',
      'pontoon boat trailer',
      'galvanized pontoon trailer',
      'tandem axle pontoon trailer',
    ],
    card: {
      title: 'Pontoon Trailers',
      description:
        'Galvanized trailers for pontoon boats of 16 to 26 feet, with bunks that adjust to the tube spacing.',
      image: card('pontoon'),
      order: 6,
      onHome: true,
      homeTitle: 'Pontoon/Tritoon',
      homeOrder: 5,
    },
    hero: {
      heading: 'Pontoon and Tritoon Trailers',
      text: 'Hot-dip galvanized trailers for pontoon and tritoon boats from 17 to 26 feet, with bunks that adjust to your tube spacing. Made in the USA.',
      image: hero('pontoon'),
    },
    benefits: [],
    standardFeatures: pontoonStandardFeatures,
    specialFeatures: pontoonSpecialFeatures,
    sections: [
      {
        heading: 'Single Axle Pontoon Trailers',
        anchor: 'pontoon-trailers',
        intro:
          'For pontoon boats of 17 to 25 feet. Capacities from {range}; brakes are optional on most models.',
        tables: [{ table: 'pontoon-single', caption: 'Single axle pontoon trailers' }],
      },
      {
        heading: 'Tandem Axle Pontoon Trailers',
        intro:
          'For pontoon boats of 17 to 26 feet. Capacities from {range}, with disc brakes on one axle.',
        tables: [{ table: 'pontoon-tandem', caption: 'Tandem axle pontoon trailers' }],
      },
      {
        heading: 'Triple Axle Pontoon Trailers',
        intro:
          'For pontoon boats of 23 to 26 feet. Capacity {range}, with disc brakes on two axles.',
        tables: [{ table: 'pontoon-triple', caption: 'Triple axle pontoon trailers' }],
      },
      {
        heading: 'Single Axle Tritoon Trailers',
        intro: 'For tritoon boats of 17 to 22 feet. Capacities from {range}.',
        tables: [{ table: 'tritoon-single', caption: 'Single axle tritoon trailers' }],
      },
      {
        heading: 'Tandem Axle Tritoon Trailers',
        intro: 'For tritoon boats of 19 to 25 feet. Capacities from {range}.',
        tables: [{ table: 'tritoon-tandem', caption: 'Tandem axle tritoon trailers' }],
      },
      {
        heading: 'Triple Axle Tritoon Trailers',
        intro: 'For tritoon boats of 23 to 26 feet. Capacity {range}.',
        tables: [{ table: 'tritoon-triple', caption: 'Triple axle tritoon trailers' }],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'skiff',
    title: 'Skiff and Jon Boat Trailers',
    metaTitle: 'Skiff and Jon Boat Trailers | Aluminum and Galvanized | Made in the USA',
    metaDescription:
      'Aluminum and galvanized skiff and jon boat trailers made in the USA for boats under 25 feet, with load guides standard.',
    keywords: [
      'skiff trailer',
      'jon boat trailer',
      'aluminum skiff trailer',
      'flats boat trailer',
      'small boat trailer',
    ],
    card: {
      title: 'Skiff & Jon Boat',
      description:
        'Aluminum and galvanized trailers for skiffs and jon boats under 25 feet, load guides included.',
      image: card('skiff'),
      order: 8,
      onHome: true,
      homeTitle: 'Skiff',
      homeOrder: 7,
    },
    hero: {
      heading: 'Skiff and Jon Boat Trailers',
      text: 'Trailers sized for flat-bottomed skiffs and jon boats under 25 feet, with load guides standard. Made in the USA in aluminum or hot-dip galvanized steel.',
      image: hero('skiff'),
    },
    benefits: [
      'Made in the USA',
      'Load guides standard',
      'Bunks set for flat and shallow-V hulls',
      'Light enough to launch at small and unimproved ramps',
    ],
    standardFeatures: [
      'Load guides',
      'Carpeted bunks',
      'Submersible LED lights',
      'Disc brakes on the largest single axle and on tandem axle skiff models',
    ],
    specialFeatures: [],
    sections: [
      {
        heading: 'Aluminum Jon Boat Trailers',
        anchor: 'skiff-trailers',
        intro: 'For jon boats of 12 to 15 feet. Capacities from {range}.',
        tables: [{ table: 'aluminum-jon-boat', caption: 'Aluminum jon boat trailers' }],
      },
      {
        heading: 'Aluminum Single Axle Skiff Trailers',
        intro: 'For skiffs of 15 to 21 feet. Capacities from {range}.',
        tables: [
          { table: 'aluminum-skiff-single', caption: 'Aluminum single axle skiff trailers' },
        ],
      },
      {
        heading: 'Aluminum Tandem Axle Skiff Trailers',
        intro: 'For skiffs of 21 to 23 feet, with disc brakes on one axle. Capacity {range}.',
        tables: [
          { table: 'aluminum-skiff-tandem', caption: 'Aluminum tandem axle skiff trailers' },
        ],
      },
      {
        heading: 'Galvanized Jon Boat Trailers',
        intro: 'For jon boats of 12 to 16 feet. Capacities from {range}.',
        tables: [{ table: 'galvanized-jon-boat', caption: 'Galvanized jon boat trailers' }],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'tritoon',
    title: 'Tritoon Trailers',
    metaTitle: 'Tritoon Trailers | Galvanized | Made in the USA',
    metaDescription:
      'Hot-dip galvanized tritoon trailers made in the USA for three-tube boats from 17 to 26 feet, single, tandem and triple axle.',
    keywords: [
      'tritoon trailer',
      'tri-toon trailer',
      'three tube pontoon trailer',
      'galvanized tritoon trailer',
    ],
    card: {
      title: 'Tritoon Trailers',
      description:
        'Galvanized trailers built to carry three-tube boats, from single axle to triple axle.',
      image: card('tritoon'),
      order: 9,
      onHome: false,
    },
    hero: {
      heading: 'Tritoon Trailers',
      text: 'A third tube adds weight and changes where it sits. These hot-dip galvanized trailers are built for it, for tritoons of 17 to 26 feet. Made in the USA.',
      image: hero('tritoon'),
    },
    benefits: [],
    standardFeatures: pontoonStandardFeatures,
    specialFeatures: pontoonSpecialFeatures,
    sections: [
      {
        heading: 'Single Axle Tritoon Trailers',
        intro: 'For tritoon boats of 17 to 22 feet. Capacities from {range}.',
        tables: [{ table: 'tritoon-single', caption: 'Single axle tritoon trailers' }],
      },
      {
        heading: 'Tandem Axle Tritoon Trailers',
        intro:
          'For tritoon boats of 19 to 25 feet. Capacities from {range}, with disc brakes on one axle.',
        tables: [{ table: 'tritoon-tandem', caption: 'Tandem axle tritoon trailers' }],
      },
      {
        heading: 'Triple Axle Tritoon Trailers',
        intro:
          'For tritoon boats of 23 to 26 feet. Capacity {range}, with disc brakes on two axles.',
        tables: [{ table: 'tritoon-triple', caption: 'Triple axle tritoon trailers' }],
      },
    ],
    closingCta: quote,
  },
  {
    slug: 'accessories',
    title: 'Boat Trailer Accessories',
    metaTitle: 'Boat Trailer Accessories and Upgrades',
    metaDescription:
      'Boat trailer accessories and upgrades: aluminum wheels, disc and electric over hydraulic brakes, LED lights, tongue jacks, torsion axles, spare tires and brackets and more.',
    keywords: [
      'boat trailer accessories',
      'boat trailer parts',
      'trailer disc brakes',
      'trailer LED lights',
      'tongue jack',
    ],
    card: {
      title: 'Accessories',
      description:
        'Upgrades for a new trailer or the one you have: brakes, wheels, lights, jacks, guides and more.',
      image: card('accessories'),
      order: 10,
      onHome: false,
    },
    hero: {
      heading: 'Trailer Accessories',
      text: 'Fit a new trailer the way you use it, or upgrade the one you have. Ask us which options suit your boat and your ramp.',
      image: hero('accessories'),
    },
    benefits: [],
    standardFeatures: [],
    specialFeatures: [],
    sections: [],
    closingCta: [
      { label: 'Get Custom Quote', href: '/contact' },
      { label: 'Installation Tips', href: '/tips' },
    ],
  },
]
