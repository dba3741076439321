import type { AutoDealer, DayOfWeek, OpeningHoursSpecification, WithContext } from 'schema-dts'

import { readOpeningHours } from '@/lib/opening-hours'
import type { SiteSetting } from '@/payload-types'

const schemaDays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/*
 * Minutes after midnight as schema.org's HH:MM. A day that closes at midnight closes at '23:59',
 * as LocalBusiness data usually writes a day open around the clock: opens and closes both '00:00'
 * is read by Google as closed all day (ADR 0023).
 */
const clockTime = (minutes: number): string => {
  const at = Math.min(minutes, 24 * 60 - 1)
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`
}

/** The open rows of the site settings, read by the hours' one parser; closed days are left out. */
export function openingHours(hours: SiteSetting['hours']): OpeningHoursSpecification[] {
  return readOpeningHours(hours).spans.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: days.map((day) => `https://schema.org/${schemaDays[day]}` as DayOfWeek),
    opens: clockTime(opens),
    closes: clockTime(closes),
  }))
}

/** The dealer as search engines read it; URLs come from the caller's site-URL builder. */
export function autoDealerJsonLd(
  settings: SiteSetting,
  urls: { site: string; logo: string; image: string },
): WithContext<AutoDealer> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: settings.businessName,
    description: settings.blurb,
    url: urls.site,
    logo: urls.logo,
    image: urls.image,
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.state,
      postalCode: settings.address.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification: openingHours(settings.hours),
  }
}
