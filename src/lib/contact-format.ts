import { isClosedTime } from '@/lib/opening-hours'
import type { SiteSetting } from '@/payload-types'

type Hours = NonNullable<SiteSetting['hours']>[number]

/** 'Mon-Fri: 8:00 AM - 6:00 PM', or 'Sun: Closed' when the row has no opening time. */
export function formatHours(row: Pick<Hours, 'days' | 'opens' | 'closes'>): string {
  if (isClosedTime(row.opens) || isClosedTime(row.closes)) return `${row.days}: Closed`
  return `${row.days}: ${row.opens} - ${row.closes}`
}

/** A tel: link for a phone number as people write it, e.g. '(410) 555-0187' → 'tel:+14105550187'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`
  return `tel:${digits}`
}

export function formatCityLine(address: SiteSetting['address']): string {
  return `${address.city}, ${address.state} ${address.zip}`
}
