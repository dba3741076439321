import 'server-only'

import type { Payload } from 'payload'

import { initialKnownUnits } from '@/lib/alerts/changes'
import { confirmationEmail } from '@/lib/alerts/emails'
import type { SignupOutcome } from '@/lib/alerts/messages'
import { alertsPerAddress, signupErrors } from '@/lib/alerts/refusals'
import { signupSchema, type Signup } from '@/lib/alerts/signup'
import { alertableUnits, describeWatch, watchFrom, watchQuery } from '@/lib/alerts/watch'
import { HttpError } from '@/server/api/http-error'
import { issueToken } from '@/server/alerts/tokens'
import { loadUnits } from '@/server/alerts/units'
import { sendMail } from '@/server/notify'
import { createAttemptLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'
import { absoluteUrl } from '@/server/site-url'

/** Sign-ups one client may make in an hour: a shopper sets a few, a script is stopped. */
export const alertSignupLimit = { limit: 10, windowMs: 60 * 60_000 }
const clientLimiter = createAttemptLimiter({ ...alertSignupLimit, store: rateLimitStore() })
/** At most one confirmation e-mail per address per hour, so the form cannot flood a mailbox. */
const confirmationLimiter = createAttemptLimiter({
  limit: 1,
  windowMs: 60 * 60_000,
  store: rateLimitStore(),
})

export type SignupResult = { outcome: SignupOutcome; summary: string }

type NewAlert = {
  kind: 'search' | 'price'
  summary: string
  watch?: ReturnType<typeof watchFrom>
  watchKey?: string
  unit?: number
  lastPrice?: number
  knownUnits?: number[]
}

async function alertFor(payload: Payload, signup: Signup): Promise<NewAlert> {
  const units = await loadUnits(payload)
  if (signup.kind === 'search') {
    const watch = watchFrom(signup.query)
    return {
      kind: 'search',
      summary: describeWatch(watch),
      watch,
      watchKey: watchQuery(watch),
      knownUnits: initialKnownUnits([...units.values()], watch),
    }
  }
  const unit = signup.unit === undefined ? undefined : units.get(signup.unit)
  if (!unit || alertableUnits([unit]).length === 0) throw new HttpError(400, signupErrors.unit)
  return {
    kind: 'price',
    summary: `Price of the Venture ${unit.model_name}`,
    unit: unit.id,
    lastPrice: unit.price,
  }
}

async function existingAlerts(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { email: { equals: email } },
    select: { status: true, kind: true, watchKey: true, unit: true, summary: true, watch: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/*
 * One sign-up (ADR 0025): the alert is stored waiting, and the address gets one e-mail whose link
 * confirms it, unless it had one within the hour (that link confirms every waiting alert).
 */
async function subscribe(payload: Payload, signup: Signup, now: Date): Promise<SignupResult> {
  const wanted = await alertFor(payload, signup)
  const existing = await existingAlerts(payload, signup.email)
  const same = existing.find((alert) =>
    wanted.kind === 'search'
      ? alert.kind === 'search' && alert.watchKey === wanted.watchKey
      : alert.kind === 'price' && alert.unit === wanted.unit,
  )
  if (same?.status === 'active') return { outcome: 'active', summary: wanted.summary }
  if (!same) {
    // Only confirmed alerts count toward the cap: waiting ones anyone can set for any address
    // (issue 38). Those stay bounded too: the oldest waiting one makes room for a new one.
    const active = existing.filter((alert) => alert.status === 'active')
    if (active.length >= alertsPerAddress) throw new HttpError(409, signupErrors.full)
    const waiting = existing.filter((alert) => alert.status !== 'active')
    if (waiting.length >= alertsPerAddress) {
      await payload.delete({ collection: 'alerts', id: waiting[0]!.id, overrideAccess: true })
    }
    await payload.create({
      collection: 'alerts',
      data: { email: signup.email, status: 'pending', ...wanted },
      overrideAccess: true,
      depth: 0,
    })
  }
  const key = `alert-confirm:${signup.email}`
  if (!(await confirmationLimiter.hit(key)).allowed)
    return { outcome: 'waiting', summary: wanted.summary }
  const waiting = (await existingAlerts(payload, signup.email)).filter(
    (alert) => alert.status === 'pending',
  )
  const token = await issueToken(payload, 'confirm', signup.email, now)
  const mail = confirmationEmail(
    waiting.map((alert) =>
      alert.watch
        ? describeWatch(alert.watch as ReturnType<typeof watchFrom>, { searchWords: false })
        : alert.summary,
    ),
    absoluteUrl(`/alerts/confirm?token=${token}`),
  )
  const sent = await sendMail(payload, { to: signup.email, ...mail }, 10_000, 'Alert confirmation')
  if (sent.status !== 'sent') {
    await confirmationLimiter.refund(key)
    throw new HttpError(503, signupErrors.mail)
  }
  return { outcome: 'sent', summary: wanted.summary }
}

/**
 * Takes one sign-up from `clientKey`. Like quote requests, only sign-ups that stored or confirmed
 * something count toward the client's limit, so a typo never locks a shopper out.
 */
export async function acceptSignup(
  payload: Payload,
  clientKey: string,
  body: unknown,
  now = new Date(),
): Promise<SignupResult> {
  const key = `alert-signup:${clientKey}`
  const { allowed, retryAfterSeconds } = await clientLimiter.hit(key)
  let counted = false
  try {
    if (!allowed)
      throw new HttpError(429, signupErrors.busy, {
        'Retry-After': String(retryAfterSeconds),
      })
    const parsed = signupSchema.safeParse(body)
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid sign-up.')
    // Bots that fill the hidden field are answered as if it worked, and nothing is stored.
    if (parsed.data.website?.trim()) return { outcome: 'sent', summary: '' }
    const result = await subscribe(payload, parsed.data, now)
    counted = true
    return result
  } finally {
    if (!counted) await clientLimiter.refund(key)
  }
}
