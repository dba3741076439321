import type { Payload } from 'payload'

import { alertChange, type AlertChange, type AlertState } from '@/lib/alerts/changes'
import { alertEmail } from '@/lib/alerts/emails'
import { describeWatch, matchingIds, watchQuery, type Watch } from '@/lib/alerts/watch'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'
import { forgetUnconfirmed } from '@/server/alerts/expiry'
import { unsubscribeHeaders } from '@/server/alerts/links'
import { issueToken } from '@/server/alerts/tokens'
import { loadUnits } from '@/server/alerts/units'
import { mailConfigured, sendMail } from '@/server/notify'
import { absoluteUrl } from '@/server/site-url'
import { priceRules } from '@/lib/inventory/price-lines'
import { tryLockAlertRun, unlockAlertRun } from '@/server/database/alerts'

/*
 * The daily alert run (ADR 0025). No `server-only`: the jobs queue (payload.config.ts) and
 * `npm run alerts:send` both run it. It compares each active alert with the units as they are
 * now and keeps, per alert, what it last told (known unit ids, last price), written only after
 * that address's e-mail went out: a second run finds nothing new, so running twice sends
 * nothing twice, and a mail that failed is tried again by the next run.
 */

/** Addresses mailed at once: enough to keep a mail server busy, few enough for a small pool. */
const concurrency = 8

export type AlertRunResult = {
  /** False when no alert was looked at: see `notRun`. */
  ran: boolean
  /** Why: another run held the lock, or no mail server is configured. */
  notRun?: 'locked' | 'no mail server'
  subscribers: number
  mailed: number
  failed: number
}

type ActiveAlert = AlertState & { email: string; summary: string }

/* Addresses' alerts are read a page at a time, in address order: memory stays flat however many. */
const pageSize = 1_000

/** Every address with active alerts, with its alerts, a page of rows at a time. */
async function* activeAddresses(payload: Payload): AsyncGenerator<[string, ActiveAlert[]]> {
  let carried: [string, ActiveAlert[]] | null = null
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'alerts',
      where: { status: { equals: 'active' } },
      select: {
        email: true,
        kind: true,
        summary: true,
        watch: true,
        unit: true,
        lastPrice: true,
        knownUnits: true,
      },
      sort: ['email', 'id'],
      limit: pageSize,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const alert: ActiveAlert = {
        id: doc.id,
        email: doc.email,
        kind: doc.kind,
        summary: doc.summary,
        watch: (doc.watch as Watch | null) ?? null,
        unit: typeof doc.unit === 'number' ? doc.unit : (doc.unit?.id ?? null),
        lastPrice: doc.lastPrice ?? null,
        knownUnits: Array.isArray(doc.knownUnits) ? (doc.knownUnits as number[]) : [],
      }
      if (carried?.[0] === alert.email) carried[1].push(alert)
      else {
        if (carried) yield carried
        carried = [alert.email, [alert]]
      }
    }
    if (!hasNextPage) break
  }
  if (carried) yield carried
}

/* Mail to a visitor-typed address quotes nothing typed: search words are named, not repeated. */
const mailSummary = (alert: ActiveAlert) =>
  alert.watch ? describeWatch(alert.watch, { searchWords: false }) : alert.summary

/** Each unit's page, marked as a visit from an alert (the lead desk shows that source). */
export const alertUnitLink = (unit: InventoryApiItem) =>
  absoluteUrl(`${inventoryPath(unit)}?utm_source=alert&utm_medium=email&utm_campaign=alerts`)

/** Tells one address what changed; true when an e-mail went out. */
async function tellAddress(
  payload: Payload,
  email: string,
  changes: (AlertChange & { summary: string })[],
  now: Date,
): Promise<boolean> {
  const token = await issueToken(payload, 'manage', email, now)
  const pricing = await payload.findGlobal({ slug: 'pricing', depth: 0 })
  const mail = alertEmail(
    changes,
    { unit: alertUnitLink, manage: absoluteUrl(`/alerts/manage?token=${token}`) },
    priceRules(pricing),
  )
  const result = await sendMail(payload, { to: email, ...mail, headers: unsubscribeHeaders(token) })
  if (result.status !== 'sent') return false
  for (const change of changes) {
    await payload.db.updateOne({
      collection: 'alerts',
      id: change.alert.id,
      data: { ...change.next, lastMailedAt: now.toISOString() },
      returning: false,
    })
  }
  return true
}

/** One run at `now`: every address with something new gets one e-mail, the others none. */
export async function runAlerts(payload: Payload, now = new Date()): Promise<AlertRunResult> {
  const notRun = (why: AlertRunResult['notRun']) =>
    ({ ran: false, notRun: why, subscribers: 0, mailed: 0, failed: 0 }) as const
  const lock = await payload.db.pool.connect()
  try {
    if (!(await tryLockAlertRun(lock))) return notRun('locked')
    try {
      await forgetUnconfirmed(payload, now)
      if (!mailConfigured(payload)) {
        // Printing the e-mails would mark every change as told to shoppers who never hear of it.
        payload.logger.warn('Alert run skipped: no SMTP server is configured.')
        return notRun('no mail server')
      }
      const units = await loadUnits(payload)
      const unitList = [...units.values()]
      // Many shoppers watch the same search: each search is matched once per run.
      const matches = new Map<string, number[]>()
      const matching = (watch: Watch) => {
        const key = watchQuery(watch)
        let ids = matches.get(key)
        if (!ids) matches.set(key, (ids = matchingIds(unitList, watch)))
        return ids
      }
      const result: AlertRunResult = { ran: true, subscribers: 0, mailed: 0, failed: 0 }
      const addresses = activeAddresses(payload)
      const worker = async () => {
        for (;;) {
          const next = await addresses.next()
          if (next.done) return
          const [email, alerts] = next.value
          result.subscribers += 1
          const changes = alerts
            .map((alert) => ({
              ...alertChange(alert, units, matching),
              summary: mailSummary(alert),
            }))
            .filter((change) => change.next !== null)
          if (changes.length === 0) continue
          if (await tellAddress(payload, email, changes, now)) result.mailed += 1
          else result.failed += 1
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker))
      payload.logger.info(
        `Alert run: ${result.mailed} e-mailed, ${result.failed} failed, of ${result.subscribers} addresses`,
      )
      return result
    } finally {
      await unlockAlertRun(lock).catch(() => {})
    }
  } finally {
    lock.release()
  }
}
