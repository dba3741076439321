import 'server-only'

import type { Payload, Where } from 'payload'

import { dayMs, hourMs } from '@/lib/durations'
import { answerEmail, confirmRequestEmail, extensionEmail } from '@/lib/privacy/emails'
import {
  answerLinkLifetimeMs,
  appealSchema,
  confirmLinkLifetimeMs,
  dueDate,
  extendedDueDate,
  requestErrors,
  requestSchema,
  requestState,
  type RequestKind,
} from '@/lib/privacy/requests'
import type { PrivacyRequest, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { isLinkKey, linkKeyHash, newLinkKey } from '@/server/link-keys'
import { sendMail } from '@/server/notify'
import { eraseShopper } from '@/server/privacy/erase'
import { stopMarketing } from '@/server/privacy/marketing'
import { createAttemptLimiter, createRateLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'
import { absoluteUrl } from '@/server/site-url'

/*
 * A shopper's privacy request from ask to answer (issue 55, ADR 0065). Nothing happens before
 * the address confirms by the e-mailed link, and the form's answer is the same whether the site
 * knows the address or not: every request, known address or not, gets its confirmation e-mail.
 */

/** Requests one client may make in an hour: a shopper makes one or two, a script is stopped. */
export const requestClientLimit = { limit: 5, windowMs: hourMs }
const clientLimiter = createAttemptLimiter({ ...requestClientLimit, store: rateLimitStore() })
/** Confirmation e-mails one address gets in a day, whoever asks: the form cannot flood it. */
export const requestAddressLimit = { limit: 3, windowMs: dayMs }
const addressLimiter = createRateLimiter({ ...requestAddressLimit, store: rateLimitStore() })

const find = async (payload: Payload, where: Where) =>
  (
    await payload.find({
      collection: 'privacy-requests',
      where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

/**
 * Takes one request from the form. Only requests that were stored count toward the client's
 * limit, so a typo never locks a shopper out.
 */
export async function askForRequest(
  payload: Payload,
  client: string,
  gpc: boolean,
  body: unknown,
  now = new Date(),
): Promise<void> {
  const key = `privacy-request:${client}`
  const { allowed, retryAfterSeconds } = await clientLimiter.hit(key)
  let counted = false
  try {
    if (!allowed)
      throw new HttpError(429, requestErrors.busy, { 'Retry-After': String(retryAfterSeconds) })
    const parsed = requestSchema.safeParse(body)
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? '')
    counted = true
    // Bots that fill the hidden field are answered as if it worked, and nothing is stored.
    if (parsed.data.website?.trim()) return
    const { kind, email, details } = parsed.data
    // Past the address's limit the answer stays the same: the form says nothing of an address.
    if (!(await addressLimiter(`privacy-request:${email}`)).allowed) return
    const link = newLinkKey()
    const request = await payload.create({
      collection: 'privacy-requests',
      data: {
        kind,
        email,
        details: kind === 'correction' ? details : null,
        gpc,
        confirmHash: link.hash,
        confirmExpiresAt: new Date(now.getTime() + confirmLinkLifetimeMs).toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    const mail = confirmRequestEmail(kind, absoluteUrl(`/privacy/request/confirm?key=${link.key}`))
    const sent = await sendMail(payload, { to: email, ...mail }, 10_000, 'Privacy confirmation')
    if (sent.status !== 'sent') {
      await payload.delete({ collection: 'privacy-requests', id: request.id, overrideAccess: true })
      throw new HttpError(503, requestErrors.mail)
    }
  } finally {
    if (!counted) await clientLimiter.refund(key)
  }
}

/** The request a confirmation link is waiting for, or null (unknown, used or expired). */
export const requestToConfirm = (payload: Payload, key: unknown, now = new Date()) =>
  isLinkKey(key)
    ? find(payload, {
        confirmHash: { equals: linkKeyHash(key) },
        confirmExpiresAt: { greater_than: now.toISOString() },
        confirmedAt: { exists: false },
      })
    : Promise.resolve(null)

/**
 * Confirms the request of a link, once: the link then opens nothing. A request to stop
 * marketing is carried out at once; the others wait for an admin. Null when the link is not
 * (or no longer) good.
 */
export async function confirmRequest(
  payload: Payload,
  key: unknown,
  now = new Date(),
): Promise<PrivacyRequest | null> {
  const request = await requestToConfirm(payload, key, now)
  if (!request) return null
  // The update's where makes the link single-use even when two presses race.
  const { docs } = await payload.update({
    collection: 'privacy-requests',
    where: { id: { equals: request.id }, confirmedAt: { exists: false } },
    data: {
      confirmHash: null,
      confirmExpiresAt: null,
      confirmedAt: now.toISOString(),
      dueAt: dueDate(request.kind, now).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  const confirmed = docs[0]
  if (!confirmed) return null
  if (confirmed.kind !== 'marketing') return confirmed
  return payload.update({
    collection: 'privacy-requests',
    id: confirmed.id,
    data: { outcome: await stopMarketing(payload, confirmed.email, now) },
    overrideAccess: true,
    depth: 0,
  })
}

/** The answered request an answer link speaks for, or null. */
export const answeredRequest = (payload: Payload, key: unknown, now = new Date()) =>
  isLinkKey(key)
    ? find(payload, {
        answerHash: { equals: linkKeyHash(key) },
        answerExpiresAt: { greater_than: now.toISOString() },
      })
    : Promise.resolve(null)

/**
 * An appeal from an answer's link: a new request, confirmed already (the link came to the
 * address), due in 60 days. One open appeal per answer.
 */
export async function appealAnswer(payload: Payload, body: unknown, now = new Date()) {
  const { key, details } = appealSchema.parse(body)
  const answered = await answeredRequest(payload, key, now)
  if (!answered) throw new HttpError(404, 'This link has expired or is not known.')
  const open = await find(payload, {
    appealOf: { equals: answered.id },
    answeredAt: { exists: false },
  })
  if (open) return open
  return payload.create({
    collection: 'privacy-requests',
    data: {
      kind: 'appeal',
      email: answered.email,
      details,
      appealOf: answered.id,
      confirmedAt: now.toISOString(),
      dueAt: dueDate('appeal', now).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
}

/* A confirmed request (src/server/privacy/staff.ts found it) that still waits for its answer. */
function refuseAnswered(request: PrivacyRequest) {
  if (requestState(request) === 'answered')
    throw new HttpError(409, 'This request is answered already.')
}

/** Extends an open request's due date once by 45 days, telling the shopper why. */
export async function extendRequest(
  payload: Payload,
  request: PrivacyRequest,
  note: string,
  now = new Date(),
) {
  refuseAnswered(request)
  if (request.extendedAt) throw new HttpError(409, 'This request was extended once already.')
  const dueAt = extendedDueDate(new Date(request.dueAt ?? now))
  const sent = await sendMail(
    payload,
    { to: request.email, ...extensionEmail(request.kind, note, dueAt) },
    10_000,
    'Privacy extension notice',
  )
  if (sent.status !== 'sent')
    throw new HttpError(503, 'The notice could not be e-mailed: nothing was changed.')
  return payload.update({
    collection: 'privacy-requests',
    id: request.id,
    data: { extendedAt: now.toISOString(), extensionNote: note, dueAt: dueAt.toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Records an admin's answer and e-mails it with its link (the copy's download, the appeal form).
 * Answering a deletion carries it out first; what it removed is recorded with the answer.
 */
export async function answerRequest(
  payload: Payload,
  request: PrivacyRequest,
  answer: string,
  user: User,
  now = new Date(),
) {
  refuseAnswered(request)
  const outcome =
    request.kind === 'deletion'
      ? await eraseShopper(payload, request.email, now)
      : (request.outcome ?? null)
  const link = newLinkKey()
  const answered = await payload.update({
    collection: 'privacy-requests',
    where: { id: { equals: request.id }, answeredAt: { exists: false } },
    data: {
      answer,
      answeredAt: now.toISOString(),
      answeredBy: user.id,
      outcome,
      // A deletion keeps only that it was asked and answered.
      details: request.kind === 'deletion' ? null : request.details,
      answerHash: link.hash,
      answerExpiresAt: new Date(now.getTime() + answerLinkLifetimeMs).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  const done = answered.docs[0]
  if (!done) throw new HttpError(409, 'This request is answered already.')
  const mail = answerEmail(
    request.kind as RequestKind,
    answer,
    absoluteUrl(`/privacy/request/answer?key=${link.key}`),
  )
  // The answer is recorded whatever the mail server says: the admin sees whether it went.
  const sent = await sendMail(payload, { to: request.email, ...mail }, 10_000, 'Privacy answer')
  return { request: done, mailed: sent.status === 'sent' }
}
