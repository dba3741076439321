import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import type { ServiceBooking, StoredServiceDetails } from '@/lib/leads/kinds/service'
import { readOpeningHours } from '@/lib/opening-hours'
import {
  checkSlot,
  localDate,
  serviceSlots,
  slotRefusals,
  type SlotRules,
} from '@/lib/service/slots'
import { HttpError } from '@/server/api/http-error'
import { lockServiceDay, serviceBookingsPerDay } from '@/server/database/quote-requests'
import { transactionDb } from '@/server/internals/transaction-db'

/*
 * The shop's capacity against the database (ADR 0045). A booking takes its day's place inside the
 * transaction that stores the lead, under an advisory lock of that day: two shoppers after the last
 * place queue on the lock, and the second counts the first's booking and is refused (409). Nothing
 * is stored half: a refused booking rolls the lead back with it.
 */

/** The rules of the shop now: hours, jobs per day and closed dates from the CMS, bookings from the DB. */
export async function serviceRules(
  payload: Payload,
  now: Date,
  req?: PayloadRequest,
): Promise<SlotRules> {
  const [site, leads] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    payload.findGlobal({ slug: 'lead-settings', depth: 0, req }),
  ])
  const db = req ? await transactionDb(req) : payload.db.drizzle
  return {
    hours: readOpeningHours(site.hours).spans,
    jobsPerDay: leads.service?.jobsPerDay ?? 0,
    closedDates: (leads.service?.closedDates ?? []).map((row) => row.date.trim()),
    booked: await serviceBookingsPerDay(db, localDate(now)),
    now,
  }
}

/** The days the /service page offers now. */
export async function openServiceSlots(payload: Payload, now = new Date()) {
  return serviceSlots(await serviceRules(payload, now))
}

/** 409 with the slot's refusal, shown beside the day on the form. */
const slotRefused = (message: string) =>
  new HttpError(409, message, undefined, { 'details.slot': message })

/**
 * Takes the place of `date` in `req`'s transaction: locks the day, counts its bookings again and
 * returns the booking, or throws the refusal. `keep` is a booking already holding a place (a move
 * counts the day without it).
 */
export async function holdServiceSlot(
  req: PayloadRequest,
  date: string,
  now: Date,
  sequence: number,
): Promise<ServiceBooking> {
  await lockServiceDay(await transactionDb(req), date)
  const slot = checkSlot(date, await serviceRules(req.payload, now, req))
  if (typeof slot === 'string') throw slotRefused(slotRefusals[slot])
  return {
    date,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    status: 'booked',
    sequence,
  }
}

/** A new service lead books the day it asked for before it is stored, in the same transaction. */
export const bookServiceSlot: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.kind !== 'service') return data
  const details = data.details as StoredServiceDetails | undefined
  if (!details?.slot) throw slotRefused(slotRefusals.unknown)
  if (!req.transactionID) throw new Error('A service booking is stored inside a transaction.')
  const booking = await holdServiceSlot(req, details.slot, new Date(), 0)
  return { ...data, details: { ...details, booking } }
}
