import type { Payload } from 'payload'

import { quoteNotificationEmail } from '@/lib/quote/notification-email'
import { honeypotField, quoteRequestSchema } from '@/lib/quote/schema'
import type { QuoteRequest } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { env } from '@/server/env'
import { notifyStaff, type NotificationResult } from '@/server/notify'
import { getSiteSettings } from '@/server/queries/site'
import { createRateLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'
import { absoluteUrl } from '@/server/site-url'

/** Five requests per client per ten minutes: plenty for a person, a wall for a script. */
export const quoteRequestLimit = { limit: 5, windowMs: 10 * 60_000 }
const limiter = createRateLimiter({ ...quoteRequestLimit, store: rateLimitStore() })

export async function enforceQuoteRateLimit(clientKey: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter(`quote:${clientKey}`)
  if (!allowed) {
    throw new HttpError(429, 'Too many quote requests. Please try again in a few minutes.', {
      'Retry-After': String(retryAfterSeconds),
    })
  }
}

export type QuoteSubmission = { stored: false } | { stored: true; id: number | string }

/**
 * Stores a quote request first, then tells staff by e-mail and records how that went: the lead
 * is safe in the database before any mail server is involved. A filled-in honeypot field is
 * accepted as if stored, so bots learn nothing, and dropped.
 */
export async function submitQuoteRequest(
  payload: Payload,
  body: unknown,
): Promise<QuoteSubmission> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object.')
  }
  const trap = (body as Record<string, unknown>)[honeypotField]
  if (typeof trap === 'string' && trap.trim() !== '') return { stored: false }

  const parsed = quoteRequestSchema.safeParse(body)
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request.')

  const lead = await payload.create({
    collection: 'quote-requests',
    data: { ...parsed.data, status: 'new', notification: 'pending' },
    overrideAccess: true,
  })

  await notifyAboutLead(payload, lead)
  return { stored: true, id: lead.id }
}

/*
 * Runs after the lead is stored and never throws: any failure here (settings lookup, mail
 * server, status update) must not turn a saved lead into an error answer, or the visitor would
 * resend it. What happened is recorded on the lead for staff, or logged when even that fails.
 */
async function notifyAboutLead(payload: Payload, lead: QuoteRequest): Promise<void> {
  let result: NotificationResult
  try {
    const to = env().QUOTE_NOTIFY_TO ?? (await getSiteSettings()).email
    const mail = quoteNotificationEmail(
      lead,
      absoluteUrl(`/cms/collections/quote-requests/${lead.id}`),
    )
    result = await notifyStaff(payload, { to, ...mail })
  } catch (error) {
    result = { status: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
  try {
    await payload.update({
      collection: 'quote-requests',
      id: lead.id,
      data: { notification: result.status, notificationError: result.error ?? null },
      overrideAccess: true,
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Lead ${lead.id} stored; its notification status (${result.status}) was not`,
    })
  }
}
