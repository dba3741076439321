import 'server-only'

import { createHash, pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { addressBlock } from '@/lib/address-block.mjs'
import { mediaType } from '@/server/api/handler'
import { refuseFirstRegister } from '@/server/auth/first-register-guard'
import { getPayloadClient } from '@/server/payload'
import { clientIp } from '@/server/client-ip'
import { createAttemptLimiter, type AttemptLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'

/*
 * Payload's own auth endpoints under /cms/api/users face the internet (both staff sign-ins, /cms
 * and /admin, post here). On its own Payload 3.90
 *  - hashes the password only for an existing account (PBKDF2, 600 000 rounds, about 250 ms
 *    here), so unknown addresses answer many times faster;
 *  - limits nothing per client: forgot-password only once per 15 s per account;
 *  - can only lock an account for everyone, which hands attackers a lockout switch (so the users
 *    collection turns that off);
 *  - lets anyone take the first-user screen of a database without accounts.
 * This wrapper around the REST POST handler closes those gaps; everything else passes through.
 */

type RestHandler = (
  request: Request,
  context: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

type Submitted = { email: string; password: unknown }

const minute = 60_000

export const authLimits = {
  // Failed sign-ins per account and client: the client guessing is refused, the account's owner
  // elsewhere is not. Unknown addresses hit the same wall as known ones. Per client, across
  // accounts, enough for an office behind one address (ADR 0012-login-throttling-without-lockout).
  loginByAccountAndIp: { limit: 5, windowMs: 10 * minute },
  loginByIp: { limit: 20, windowMs: 10 * minute },
  // Reset mails, sent or not: a person needs one or two; more is someone flooding an inbox. Per
  // account and client, as sign-ins: a flood from one address leaves the owner's own request
  // alone (ADR 0012-login-throttling-without-lockout).
  forgotByAccountAndIp: { limit: 3, windowMs: 60 * minute },
  forgotByIp: { limit: 10, windowMs: 60 * minute },
  // Failed resets (a token is 40 hex digits: guessing is hopeless, but not free for us).
  resetByIp: { limit: 10, windowMs: 60 * minute },
} as const

const store = rateLimitStore()
const limiters = Object.fromEntries(
  Object.entries(authLimits).map(([name, settings]) => [
    name,
    createAttemptLimiter({ ...settings, store }),
  ]),
) as Record<keyof typeof authLimits, AttemptLimiter>

// Payload's own answer to a wrong password, given for every refused sign-in.
const refusedLogin = { errors: [{ message: 'The email or password provided is incorrect.' }] }
const tooMany = {
  errors: [{ message: 'Too many attempts. Please wait a few minutes and try again.' }],
}

// Payload 3.90's password hash (auth/strategies/local/generatePasswordSaltHash.js).
const hashLike = (password: string) => promisify(pbkdf2)(password, 'timing', 600_000, 32, 'sha256')

export function guardCmsAuth(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const operation = authOperation((await context.params).slug)
    if (!operation) return handler(request, context)
    if (operation === 'first-register') {
      return refuseFirstRegister(request.headers) ?? handler(request, context)
    }

    const submitted = await readSubmitted(request)
    const hits = limitsFor(operation, addressBlock(clientIp(request.headers)), submitted.email)
    const results = await Promise.all(hits.map(([limit, key]) => limit.hit(key)))
    const refused = results.find((result) => !result.allowed)
    if (refused) {
      return Response.json(tooMany, {
        status: 429,
        headers: { 'Retry-After': String(refused.retryAfterSeconds) },
      })
    }

    if (operation === 'forgot-password' && submitted.email) {
      // Payload stores a token and talks to the mail server only for a known address (and fails
      // with a 500 when that server does): answering first keeps the time and the failure private.
      // The work goes on after the answer in the long-running `next start` process.
      void handler(request, context).catch((error) =>
        console.error('[cms-auth] forgot-password failed', error),
      )
      return Response.json({ message: 'Success' })
    }

    if (operation === 'login') await hashUnlessPayloadWill(submitted)
    const response = await handler(request, context)
    if (response.ok) await Promise.all(hits.map(([limit, key]) => limit.refund(key)))
    if (operation === 'login' && response.status === 401) {
      const headers = new Headers(response.headers)
      headers.delete('content-length')
      return Response.json(refusedLogin, { status: 401, headers })
    }
    return response
  }
}

const operations = ['login', 'forgot-password', 'reset-password', 'first-register'] as const
type Operation = (typeof operations)[number]
const isOperation = (name: string): name is Operation =>
  (operations as readonly string[]).includes(name)

function limitsFor(
  operation: Exclude<Operation, 'first-register'>,
  ip: string,
  email: string,
): [AttemptLimiter, string][] {
  // Keyed by a digest: the limit store (Redis) need not hold anyone's e-mail address.
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32)
  if (operation === 'login') {
    return [
      [limiters.loginByIp, `cms-login:ip:${ip}`],
      [limiters.loginByAccountAndIp, `cms-login:account-ip:${account}:${ip}`],
    ]
  }
  if (operation === 'forgot-password') {
    return [
      [limiters.forgotByIp, `cms-forgot:ip:${ip}`],
      [limiters.forgotByAccountAndIp, `cms-forgot:account-ip:${account}:${ip}`],
    ]
  }
  return [[limiters.resetByIp, `cms-reset:ip:${ip}`]]
}

/* Case and a trailing slash do not matter to Payload's endpoint matching, so not here either. */
function authOperation(slug: string[] = []): Operation | null {
  const [collection, ...rest] = slug
  if (collection !== 'users') return null
  const operation = rest.filter(Boolean).join('/').toLowerCase()
  return isOperation(operation) ? operation : null
}

/* The body as Payload reads it: JSON, or multipart with the fields in `_payload`. */
async function readSubmitted(request: Request): Promise<Submitted> {
  let data: unknown = null
  try {
    const type = mediaType(request)
    if (type === 'application/json') data = await request.clone().json()
    else if (type.includes('multipart/')) {
      const fields = (await request.clone().formData()).get('_payload')
      if (typeof fields === 'string') data = JSON.parse(fields)
    }
  } catch {
    // Payload answers a body it cannot read itself.
  }
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const email = typeof record.email === 'string' ? record.email.toLowerCase().trim() : ''
  return { email, password: record.password }
}

/* Spends the hash Payload skips for an unknown account, so all refusals take as long. */
async function hashUnlessPayloadWill({ email, password }: Submitted): Promise<void> {
  if (!email || typeof password !== 'string' || password.trim() === '') return
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
  })
  if (totalDocs === 0) await hashLike(password)
}
