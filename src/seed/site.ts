import { homeTexts } from '@/lib/home/texts'
import { defaultReservationTerms } from '@/lib/reservations/hold'
import { defaultTipCta } from '@/lib/tips/default-cta'
import type { Home, Pricing, SiteSetting } from '@/payload-types'

type Editable<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

export const siteSettingsSeed: Editable<SiteSetting> = {
  businessName: 'Venture Trailers Edgewater',
  blurb:
    'Authorized dealer of USA-made Venture aluminum and hot-dip galvanized boat trailers, serving boaters across Maryland, Virginia and the Chesapeake Bay since day one.',
  phone: '(410) 555-0187',
  email: 'sales@edgewatertrailers.example',
  address: { street: '100 Harbor Way', city: 'Edgewater', state: 'MD', zip: '21037' },
  hours: [
    { days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' },
    { days: 'Sat', opens: '9:00 AM', closes: '4:00 PM' },
    { days: 'Sun', opens: null, closes: null },
  ],
  tipCta: defaultTipCta,
}

/* A $250 deposit holds a unit for a week: the hold trailer dealers take by phone today. */
const reservationSeed = {
  reservationsOffered: true,
  depositKind: 'fixed',
  depositAmount: 250,
  depositPercent: 5,
  holdDays: 7,
  reservationTerms: defaultReservationTerms,
} as const

/*
 * Maryland's titling tax and the MVA's title and trailer registration fees when they were set,
 * for the out-the-door estimate; no processing charge until the dealer sets one.
 */
export const pricingSeed: Editable<Pricing> = {
  processingCharge: 0,
  processingChargeCap: 800,
  processingChargeShown: 'beside',
  titlingTaxPercent: 6,
  titleFee: 100,
  registrationFee: 51,
  ratesSetOn: '2026-11-29T12:00:00.000Z',
  ...reservationSeed,
}

type HomeSeed = Omit<Editable<Home>, 'hero'> & {
  // Site paths here; seedContent turns them into media documents.
  hero: Omit<Home['hero'], 'videos'> & { videos: { poster: string; mp4: string; webm: string }[] }
}

export const homeSeed: HomeSeed = {
  hero: {
    headline: 'Premium Boat Trailers for Every Adventure',
    subheadline:
      'USA-made aluminum and galvanized trailers, sized to your boat and set up by people who launch on the Chesapeake every week.',
    buttons: {
      callLabel: homeTexts.callLabel,
      inventoryLabel: homeTexts.inventoryLabel,
      inventoryHref: homeTexts.inventoryHref,
      finderLabel: homeTexts.finderLabel,
      finderHref: homeTexts.finderHref,
    },
    videos: [1, 2, 3].map((n) => ({
      poster: `/hero/poster-${n}.webp`,
      mp4: `/hero/clip-${n}.mp4`,
      webm: `/hero/clip-${n}.webm`,
    })),
  },
  collectionHeading: 'Authorized Dealer of the Venture Trailer Line',
  collectionText:
    'Every Venture trailer is built in the USA from marine-grade aluminum or hot-dip galvanized steel. Pick the style that fits your boat.',
  contactHeading: homeTexts.contactHeading,
  contactText: homeTexts.contactText,
}
