// @ts-check
import { createHmac } from 'node:crypto'

import { isbot } from 'isbot'

import { addressBlock } from '../../../lib/address-block.mjs'
import { clientAddress } from '../../../lib/client-address.mjs'
import { prefetchHeader } from '../../internals/next-output.mjs'
import { memorySeen } from './seen.mjs'

/*
 * Unit page views, counted by server.mjs as the answer goes out, whether Next rendered the page
 * or served it from its cache: no rendering, no cookie, no third party (ADR 0027). A view counts
 * once per client address, unit and UTC day; addresses are held only until the next flush (a few
 * seconds), then only as keyed hashes under a salt that lives one day, and the database gets daily
 * totals. The request never waits for any of it: counts are written in batches, and a failure
 * loses at worst a few counts, never a page.
 */

/**
 * @typedef {{ unit: number, address: string, at: Date }} View
 * @typedef {(day: string, totals: Map<number, number>) => Promise<void>} Sink
 * @typedef {object} SeenStore Remembers which (unit, client) pairs a day already counted.
 * @property {(day: string) => Promise<string>} salt The day's random salt.
 * @property {(day: string, members: string[]) => Promise<boolean[]>} add For each member,
 *   whether it is new that day.
 */

const unitPage = /^\/inventory\/(\d{1,9})(?:-[^/]*)?$/
/** Views held while no sink answers (database down, app still starting), at most. */
const maxUnsaved = 50_000

/** The UTC day a view counts on (the same rule as src/lib/aging/report.ts's utcDay). */
export const utcDay = (/** @type {Date} */ at) => at.toISOString().slice(0, 10)

/**
 * The unit whose page this request views, or null: GET of `/inventory/{id}-…` (a client
 * navigation counts, a prefetch does not) from a browser, not a bot.
 *
 * @param {import('node:http').IncomingMessage} request
 */
export function viewedUnit(request) {
  if (request.method !== 'GET') return null
  const headers = request.headers
  if (headers[prefetchHeader] || /prefetch/i.test(String(headers['sec-purpose'] ?? ''))) {
    return null
  }
  const agent = headers['user-agent']
  if (!agent || isbot(agent)) return null
  const path = (request.url ?? '/').split('?')[0]
  const match = unitPage.exec(path)
  return match ? Number(match[1]) : null
}

/**
 * @param {object} options
 * @param {SeenStore} options.seen
 * @param {SeenStore} [options.fallback] Used for a batch when `seen` fails (Redis away).
 * @param {() => Sink | undefined} options.sink Where totals go; undefined while the app is not
 *   ready, and the counts wait.
 * @param {number} options.trustedProxyHops
 * @param {() => Date} [options.now]
 * @param {(error: unknown) => void} [options.onError]
 */
export function createPageViewCounter({
  seen,
  fallback = memorySeen(),
  sink,
  trustedProxyHops,
  now = () => new Date(),
  onError = (error) => console.error('[page-views] counts not saved yet', error),
}) {
  /** @type {View[]} */
  let pending = []
  /** @type {Map<string, Map<number, number>>} day → unit → views */
  let unsaved = new Map()
  let held = 0
  /** @type {Promise<void> | undefined} */
  let flushing

  const record = (/** @type {number} */ unit, /** @type {string} */ address) => {
    if (pending.length + held < maxUnsaved) pending.push({ unit, address, at: now() })
  }

  /** Counts the request's view once its answer went out as a 200 (so an invented id costs nothing). */
  const watch = (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
    /** @type {string} */ peer,
  ) => {
    const unit = viewedUnit(request)
    if (unit === null) return
    const forwardedFor = request.headers['x-forwarded-for']
    // Per address block, as the quote and sign-in limits count: one IPv6 host has a whole /64.
    const address = addressBlock(
      clientAddress({
        peer,
        forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
        trustedProxyHops,
      }),
    )
    response.once('finish', () => {
      if (response.statusCode === 200) record(unit, address)
    })
  }

  async function countNew() {
    const views = pending
    pending = []
    /** @type {Map<string, View[]>} */
    const byDay = new Map()
    for (const view of views) {
      const day = utcDay(view.at)
      byDay.set(day, [...(byDay.get(day) ?? []), view])
    }
    for (const [day, dayViews] of byDay) {
      const firsts = async (/** @type {SeenStore} */ store) => {
        const salt = await store.salt(day)
        const members = dayViews.map((view) =>
          createHmac('sha256', salt).update(`${view.unit}|${view.address}`).digest('base64url'),
        )
        return store.add(day, members)
      }
      const fresh = await firsts(seen).catch((error) => {
        onError(error)
        return firsts(fallback)
      })
      const totals = unsaved.get(day) ?? new Map()
      dayViews.forEach((view, index) => {
        if (!fresh[index]) return
        totals.set(view.unit, (totals.get(view.unit) ?? 0) + 1)
        held += 1
      })
      if (totals.size > 0) unsaved.set(day, totals)
    }
  }

  async function save() {
    const target = sink()
    if (!target) return
    for (const [day, totals] of [...unsaved]) {
      await target(day, totals)
      unsaved.delete(day)
      for (const views of totals.values()) held -= views
    }
  }

  /** Counts what was recorded and writes the totals; one flush at a time. */
  const flush = () =>
    (flushing ??= (async () => {
      try {
        await countNew()
        await save()
      } catch (error) {
        onError(error)
      } finally {
        flushing = undefined
      }
    })())

  /** @type {NodeJS.Timeout | undefined} */
  let timer
  return {
    watch,
    record,
    flush,
    /** @param {number} intervalMs */
    start(intervalMs) {
      timer ??= setInterval(() => void flush(), intervalMs)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await flushing
      await flush()
    },
  }
}
