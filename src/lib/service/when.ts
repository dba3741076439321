import { dealerTimeZone } from '@/lib/leads/business-hours'

/** 'Thursday, March 5, 2026 at 8:00 AM': a booking's drop-off as the shopper reads it. */
export const bookingWhen = (start: string) =>
  new Date(start).toLocaleString('en-US', {
    timeZone: dealerTimeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
