import { z } from 'zod'

import { ownTrailerSchema, trailerLine } from '@/lib/leads/kinds/trailer'

/*
 * A service booking: what needs doing, the shopper's trailer and the day picked from the shop's
 * capacity (src/lib/service/slots.ts). The form sends only the day; the server checks it against
 * the capacity under a lock and writes the booking (its times, status and invite sequence) itself
 * (src/server/leads/service-booking.ts, ADR 0045).
 */
export const serviceWork = [
  'bearings',
  'brakes',
  'lights',
  'rollers-bunks',
  'winch',
  'other',
] as const
export type ServiceWork = (typeof serviceWork)[number]

export const serviceWorkLabels: Record<ServiceWork, string> = {
  bearings: 'Bearing repack',
  brakes: 'Brakes',
  lights: 'Lights',
  'rollers-bunks': 'Rollers and bunks',
  winch: 'Winch',
  other: 'Other',
}

const oneOrMore = (value: unknown) => (typeof value === 'string' ? [value] : value)

export const serviceDetailsSchema = z
  .object({
    work: z.preprocess(
      oneOrMore,
      z
        .array(z.enum(serviceWork, { error: 'Choose from the list.' }), {
          error: 'Choose what needs doing.',
        })
        .min(1, 'Choose what needs doing.')
        .transform((work) => [...new Set(work)]),
    ),
    ...ownTrailerSchema,
    slot: z
      .string({ error: 'Pick a day for the service.' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a day for the service.'),
  })
  .strict()

export type ServiceDetails = z.infer<typeof serviceDetailsSchema>

export const bookingStatuses = ['booked', 'cancelled', 'done'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/** The booking as stored with the details: written by the server, never by the form. */
export type ServiceBooking = {
  date: string
  start: string
  end: string
  status: BookingStatus
  /** The invite's SEQUENCE: 0 when booked, one more at each move or cancellation. */
  sequence: number
}

export type StoredServiceDetails = ServiceDetails & { booking?: ServiceBooking }

export const serviceSummary = (details: ServiceDetails) =>
  `Service booking for ${details.slot}: ${details.work.map((work) => serviceWorkLabels[work]).join(', ')} on a ${trailerLine(details)}.`
