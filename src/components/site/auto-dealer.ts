import type { AutoDealer, DayOfWeek, OpeningHoursSpecification, WithContext } from 'schema-dts'

import type { SiteSetting } from '@/payload-types'

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const dayIndex = (text: string): number =>
  days.findIndex((day) => day.toLowerCase().startsWith(text.trim().toLowerCase().slice(0, 3)))

/** 'Mon-Fri' → Monday…Friday, 'Sat' → Saturday; unreadable text → none. */
export function expandDays(text: string): DayOfWeek[] {
  const [from, to = from] = text.split(/\s*[-–]\s*/)
  const start = dayIndex(from)
  const end = dayIndex(to)
  if (start < 0 || end < start) return []
  return days.slice(start, end + 1).map((day) => `https://schema.org/${day}` as DayOfWeek)
}

/** '8:00 AM' → '08:00', '6:00 PM' → '18:00'; unreadable → undefined. */
export function to24h(text: string | null | undefined): string | undefined {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\s*$/i.exec(text ?? '')
  if (!match) return undefined
  const hour = (Number(match[1]) % 12) + (match[3].toLowerCase() === 'p' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`
}

export function openingHours(hours: SiteSetting['hours']): OpeningHoursSpecification[] {
  return (hours ?? []).flatMap((row) => {
    const opens = to24h(row.opens)
    const closes = to24h(row.closes)
    const dayOfWeek = expandDays(row.days)
    if (!opens || !closes || dayOfWeek.length === 0) return []
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek, opens, closes }]
  })
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
