import 'server-only'

import type { Payload } from 'payload'

import { alertsPerAddress } from '@/lib/alerts/refusals'
import { unconfirmedLifetimeMs } from '@/server/alerts/expiry'
import { tokenEmail } from '@/server/alerts/tokens'
import { isRefusal } from '@/server/api/refusal'

/*
 * What the links of alert e-mails do (ADR 0025): confirm an address's waiting alerts, list them,
 * remove one or all. A link that is unknown or past its life gives null, and the page says so.
 */
export type AlertLine = { id: number; summary: string; status: 'pending' | 'active' }

async function alertsOf(payload: Payload, email: string): Promise<AlertLine[]> {
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { email: { equals: email } },
    select: { summary: true, status: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(({ id, summary, status }) => ({ id, summary, status }))
}

/** The address's alerts, as the confirm page shows them before the shopper presses Confirm. */
export async function alertsForLink(
  payload: Payload,
  purpose: 'confirm' | 'manage',
  token: unknown,
  now: Date,
): Promise<{ email: string; alerts: AlertLine[] } | null> {
  const email = await tokenEmail(payload, purpose, token, now)
  return email ? { email, alerts: await alertsOf(payload, email) } : null
}

/*
 * Starts the waiting alerts the shopper chose on the confirm page (those within their week), as
 * many as the address has room for; returns how many. Only the chosen ones: someone else may have
 * set alerts for this address, and one press must not switch those on too (issue 38).
 */
export async function confirmAlerts(
  payload: Payload,
  token: unknown,
  chosen: number[],
  now: Date,
): Promise<number | null> {
  const email = await tokenEmail(payload, 'confirm', token, now)
  if (!email) return null
  const { totalDocs: active } = await payload.count({
    collection: 'alerts',
    where: { email: { equals: email }, status: { equals: 'active' } },
    overrideAccess: true,
  })
  const room = Math.max(0, alertsPerAddress - active)
  const ids = [...new Set(chosen)].slice(0, room)
  if (ids.length === 0) return 0
  const { docs } = await payload.update({
    collection: 'alerts',
    where: {
      id: { in: ids },
      email: { equals: email },
      status: { equals: 'pending' },
      createdAt: { greater_than: new Date(now.getTime() - unconfirmedLifetimeMs).toISOString() },
    },
    data: { status: 'active', confirmedAt: now.toISOString() },
    overrideAccess: true,
    depth: 0,
    select: {},
  })
  return docs.length
}

/**
 * Removes one alert of the address, or all of them (`'all'`); returns how many went. All of them
 * (the one-click unsubscribe, 'Remove all') also puts the address on the opt-out list, which keeps
 * review requests away too (ADR 0044).
 */
export async function removeAlerts(
  payload: Payload,
  token: unknown,
  which: number | 'all',
  now: Date,
): Promise<number | null> {
  const email = await tokenEmail(payload, 'manage', token, now)
  if (!email) return null
  if (which === 'all') await optOut(payload, email)
  const { docs } = await payload.delete({
    collection: 'alerts',
    where: {
      email: { equals: email },
      ...(which === 'all' ? {} : { id: { equals: which } }),
    },
    overrideAccess: true,
    depth: 0,
    select: {},
  })
  return docs.length
}

async function optOut(payload: Payload, email: string) {
  const address = email.trim().toLowerCase()
  const { totalDocs } = await payload.count({
    collection: 'mail-opt-outs',
    where: { email: { equals: address } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload
    .create({ collection: 'mail-opt-outs', data: { email: address }, overrideAccess: true })
    // Another click of the same link got there first: the address is on the list.
    .catch((error: unknown) => {
      if (!isRefusal(error, 400)) throw error
    })
}
