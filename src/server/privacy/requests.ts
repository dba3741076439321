import 'server-only'

import { randomInt } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { dayMs, hourMs } from '@/lib/durations'
import {
  answerEmail,
  answerText,
  codeText,
  confirmRequestEmail,
  extensionEmail,
  extensionText,
} from '@/lib/privacy/emails'
import {
  answerLinkLifetimeMs,
  appealSchema,
  codeDigits,
  codeLifetimeMs,
  codeSchema,
  codeTriesAllowed,
  confirmLinkLifetimeMs,
  dueDate,
  extendedDueDate,
  identityOf,
  requestErrors,
  requestSchema,
  requestState,
  type RequestKind,
} from '@/lib/privacy/requests'
import type { PrivacyRequest, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { takeCodeTry } from '@/server/database/privacy-requests'
import { isLinkKey, linkKeyHash, newLinkKey } from '@/server/link-keys'
import { sendMail } from '@/server/notify'
import { eraseShopper } from '@/server/privacy/erase'
import { stopMarketing } from '@/server/privacy/marketing'
import { privacyTexting, sendPrivacyText } from '@/server/privacy/texts'
import { createAttemptLimiter, createRateLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'
import { absoluteUrl } from '@/server/site-url'
import { isOptedOut } from '@/server/texting/opt-out'

/*
 * A shopper's privacy request from ask to answer (issue 55, ADR 0065, 0068). Nothing happens
 * before the address confirms by the e-mailed link, or the number by the texted code, and the
 * form's answer is the same whether the site knows the address or number or not: every request,
 * known or not, gets its confirmation e-mail or code.
 */

/** Requests one client may make in an hour: a shopper makes one or two, a script is stopped. */
export const requestClientLimit = { limit: 5, windowMs: hourMs }
const clientLimiter = createAttemptLimiter({ ...requestClientLimit, store: rateLimitStore() })
/** Confirmation e-mails one address gets in a day, whoever asks: the form cannot flood it. */
export const requestAddressLimit = { limit: 3, windowMs: dayMs }
const addressLimiter = createRateLimiter({ ...requestAddressLimit, store: rateLimitStore() })
/** Codes one number gets in a day, whoever asks: the form cannot flood a phone, nor run up the bill. */
export const requestNumberLimit = { limit: 3, windowMs: dayMs }
const numberLimiter = createRateLimiter({ ...requestNumberLimit, store: rateLimitStore() })

/*
 * The hash of a texted code, with the key of the page that asks for it: the key is in no table,
 * so the table alone cannot be searched through the million codes.
 */
const codeHash = (pageKey: string, code: string) => linkKeyHash(`${pageKey}:${code}`)

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

/** Whether the form offers a code by text: the site can text (ADR 0068). */
export const textingOffered = async (payload: Payload) => (await privacyTexting(payload)) !== null

/**
 * Takes one request from the form: what the form's page says next, `sent` (the e-mail is on its
 * way) or `code` (the key of the page that asks for the texted code). Only requests that were
 * stored count toward the client's limit, so a typo never locks a shopper out.
 */
export async function askForRequest(
  payload: Payload,
  client: string,
  gpc: boolean,
  body: unknown,
  now = new Date(),
): Promise<{ sent: '1' } | { code: string }> {
  const key = `privacy-request:${client}`
  const { allowed, retryAfterSeconds } = await clientLimiter.hit(key)
  let counted = false
  try {
    if (!allowed)
      throw new HttpError(429, requestErrors.busy, { 'Retry-After': String(retryAfterSeconds) })
    const parsed = requestSchema.safeParse(body)
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? '')
    counted = true
    const { kind, identity, details, website } = parsed.data
    const asked = { kind, details: kind === 'correction' ? details : null, gpc }
    if (identity.phone !== undefined) {
      if (!(await textingOffered(payload))) throw new HttpError(400, requestErrors.invalid)
      const page = newLinkKey()
      // Bots, a number past its limit and one that texted STOP: the same page, and no text.
      if (website?.trim()) return { code: page.key }
      if (!(await numberLimiter(`privacy-code:${identity.phone}`)).allowed)
        return { code: page.key }
      if (await isOptedOut(payload, identity.phone)) return { code: page.key }
      const code = String(randomInt(10 ** codeDigits)).padStart(codeDigits, '0')
      const request = await payload.create({
        collection: 'privacy-requests',
        data: {
          ...asked,
          phone: identity.phone,
          confirmHash: page.hash,
          confirmExpiresAt: new Date(now.getTime() + codeLifetimeMs).toISOString(),
          codeHash: codeHash(page.key, code),
          codeTries: 0,
        },
        overrideAccess: true,
        depth: 0,
      })
      if (!(await sendPrivacyText(payload, identity.phone, codeText(code), 'Privacy code'))) {
        await payload.delete({
          collection: 'privacy-requests',
          id: request.id,
          overrideAccess: true,
        })
        throw new HttpError(503, requestErrors.text)
      }
      return { code: page.key }
    }
    const { email } = identity
    // Bots that fill the hidden field are answered as if it worked, and nothing is stored.
    if (website?.trim()) return { sent: '1' }
    // Past the address's limit the answer stays the same: the form says nothing of an address.
    if (!(await addressLimiter(`privacy-request:${email}`)).allowed) return { sent: '1' }
    const link = newLinkKey()
    const request = await payload.create({
      collection: 'privacy-requests',
      data: {
        ...asked,
        email,
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
    return { sent: '1' }
  } finally {
    if (!counted) await clientLimiter.refund(key)
  }
}

/**
 * The request a confirmation link (or, `byCode`, a code's page) is waiting for, or null
 * (unknown, used or expired). A code's page key opens no confirmation link: only the code confirms.
 */
export const requestToConfirm = (
  payload: Payload,
  key: unknown,
  now = new Date(),
  byCode = false,
) =>
  isLinkKey(key)
    ? find(payload, {
        confirmHash: { equals: linkKeyHash(key) },
        confirmExpiresAt: { greater_than: now.toISOString() },
        confirmedAt: { exists: false },
        codeHash: { exists: byCode },
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
  return request && confirmFound(payload, request, now)
}

/**
 * Confirms the request of a code's page when `code` is the one texted, once (ADR 0068). Each try,
 * right or wrong, takes one of a handful in one statement; then the code is dead. Null when the
 * code is wrong, expired, used or dead, or the page's key is unknown, all alike.
 */
export async function confirmByCode(
  payload: Payload,
  body: unknown,
  now = new Date(),
): Promise<PrivacyRequest | null> {
  const parsed = codeSchema.safeParse(body)
  if (!parsed.success) return null
  const { key, code } = parsed.data
  const request = await requestToConfirm(payload, key, now, true)
  if (!request?.codeHash) return null
  if (!(await takeCodeTry(payload.db.drizzle, request.id, codeTriesAllowed))) return null
  // Hashes compared: how long the comparison takes says nothing of the code.
  if (codeHash(key, code) !== request.codeHash) return null
  return confirmFound(payload, request, now)
}

async function confirmFound(
  payload: Payload,
  request: PrivacyRequest,
  now: Date,
): Promise<PrivacyRequest | null> {
  // The update's where makes the link or code single-use even when two presses race.
  const { docs } = await payload.update({
    collection: 'privacy-requests',
    where: { id: { equals: request.id }, confirmedAt: { exists: false } },
    data: {
      confirmHash: null,
      confirmExpiresAt: null,
      codeHash: null,
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
    data: { outcome: await stopMarketing(payload, identityOf(confirmed), now) },
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
 * address or number), due in 60 days. One open appeal per answer.
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
      phone: answered.phone,
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
  const sent = await tellShopper(
    payload,
    request,
    extensionEmail(request.kind, note, dueAt),
    extensionText(note, dueAt),
    'Privacy extension notice',
  )
  if (!sent)
    throw new HttpError(
      503,
      `The notice could not be ${request.phone ? 'texted' : 'e-mailed'}: nothing was changed.`,
    )
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
      ? await eraseShopper(payload, identityOf(request), now)
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
  const answerUrl = absoluteUrl(`/privacy/request/answer?key=${link.key}`)
  // The answer is recorded whatever the mail server says: the admin sees whether it went.
  const sent = await tellShopper(
    payload,
    request,
    answerEmail(request.kind as RequestKind, answer, answerUrl),
    answerText(request.kind as RequestKind, answerUrl),
    'Privacy answer',
  )
  return { request: done, mailed: sent }
}

/* A notice to the shopper by the way they confirmed: e-mail, or a text to the number. */
async function tellShopper(
  payload: Payload,
  request: PrivacyRequest,
  mail: { subject: string; text: string },
  text: string,
  what: string,
): Promise<boolean> {
  if (request.phone) return sendPrivacyText(payload, request.phone, text, what)
  const sent = await sendMail(payload, { to: request.email ?? '', ...mail }, 10_000, what)
  return sent.status === 'sent'
}
