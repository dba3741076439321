import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/server/env'
import { absoluteUrl } from '@/server/site-url'

/*
 * The one-click stop of the Monday report e-mail (ADR 0070): the link names the account and
 * carries a key signed with the site's secret, so it needs nothing stored and opens nothing
 * else; it only ever turns that account's Monday e-mail off. No `server-only`: the task sends
 * the links.
 */

const keyOf = (userId: number) =>
  createHmac('sha256', env().PAYLOAD_SECRET)
    .update(`monday-report-stop:${userId}`)
    .digest('base64url')

const search = (userId: number) => `user=${userId}&key=${keyOf(userId)}`

/** The page a person opens from the e-mail: it says what stops and has the button. */
export const mondayStopPageUrl = (userId: number) => absoluteUrl(`/monday-report?${search(userId)}`)

/** The address the page's button and mail clients' own button (RFC 8058) post to. */
export const mondayStopUrl = (userId: number) =>
  absoluteUrl(`/api/reports/monday-email/stop?${search(userId)}`)

export const mondayStopHeaders = (userId: number) => ({
  'List-Unsubscribe': `<${mondayStopUrl(userId)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** The account a link names, when its key is the one the site signed; else null. */
export function mondayStopUser(params: URLSearchParams): number | null {
  const user = params.get('user') ?? ''
  const key = Buffer.from(params.get('key') ?? '')
  if (!/^\d{1,12}$/.test(user)) return null
  const expected = Buffer.from(keyOf(Number(user)))
  return key.length === expected.length && timingSafeEqual(key, expected) ? Number(user) : null
}

/** Turns the account's Monday e-mail off; whether it was on. */
export async function stopMondayEmail(payload: Payload, userId: number): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'users',
    where: { id: { equals: userId }, mondayReport: { equals: true } },
    data: { mondayReport: false },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length > 0
}
