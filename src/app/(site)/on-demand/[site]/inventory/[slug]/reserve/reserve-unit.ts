import 'server-only'

import { notFound, permanentRedirect } from 'next/navigation'

import { advertisedPriceCents } from '@/lib/inventory/price-lines'
import { inventoryPath, inventorySlug, parseInventorySlug } from '@/lib/inventory/slug'
import { toCents } from '@/lib/money/cents'
import { depositCents, mayBeHeld } from '@/lib/reservations/hold'
import { getDepositRules, getPriceRules, getSiteSettings } from '@/server/content/site'
import { getUnitPage } from '@/server/inventory/page-reads'
import { paymentProvider } from '@/server/payments/provider'
import { getPayloadClient } from '@/server/payload'

/**
 * A listed unit for its reserve pages (ADR 0063), at its own address (`tail` after the unit's
 * slug), with the deposit it takes now: null when it cannot be reserved online (no provider, no
 * deposit set, not available, or held).
 */
export async function reserveUnit(slug: string, tail: string, now = new Date()) {
  const id = parseInventorySlug(slug)
  const page = id === null ? null : await getUnitPage(id, now)
  const item = page?.state === 'listed' ? page.item : null
  if (!item) notFound()
  if (slug !== inventorySlug(item)) permanentRedirect(`${inventoryPath(item)}${tail}`)
  const [rules, prices, settings, payload] = await Promise.all([
    getDepositRules(),
    getPriceRules(),
    getSiteSettings(),
    getPayloadClient(),
  ])
  const priceCents = advertisedPriceCents(toCents(item.price), prices)
  const cents = rules && priceCents > 0 ? depositCents(priceCents, rules) : null
  const open =
    paymentProvider(payload) !== null &&
    mayBeHeld({ status: item.status, heldUntil: item.on_hold_until }, now)
  return {
    item,
    settings,
    priceCents,
    deposit: open && rules && cents !== null ? { cents, rules } : null,
  }
}
