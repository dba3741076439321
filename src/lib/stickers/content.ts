import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatNumber } from '@/lib/inventory/format'
import { activeHoldUntil } from '@/lib/inventory/held'
import { unitCondition } from '@/lib/inventory/options'
import {
  dealerFigures,
  paymentDisclosure,
  paymentLine,
  type FinancingTerms,
} from '@/lib/inventory/payment'
import {
  advertisedPriceCents,
  processingChargeNote,
  type PriceRules,
} from '@/lib/inventory/price-lines'
import { formatCents, toCents } from '@/lib/money/cents'
import { holdBadge } from '@/lib/reservations/hold'

/** What one window sticker says, in reading order; the PDF layout only places it (ADR 0026). */
export type StickerContent = {
  title: string
  category: string
  /** Stock number, VIN and condition: [label, value], only those known. */
  identity: [string, string][]
  price: string
  /** The processing charge beside the price, when it is not in it. */
  priceNote: string | null
  /** 'On hold until Monday, December 7' while a deposit holds the unit: not for another buyer. */
  hold: string | null
  payment: { line: string; disclosure: string } | null
  figures: [string, string][]
  features: string[]
  description: string
  qrUrl: string
}

export type StickerFacts = {
  /** Financing terms staff set; null prints no payment estimate. */
  terms: FinancingTerms | null
  /** The processing charge, in the price or printed beside it. */
  rules: PriceRules
  /** The catalogue model's GVWR in pounds, when the unit's model is in the catalogue. */
  gvwr: number | null
  /** The address the QR code opens (stickerLink). */
  qrUrl: string
  /** When it is printed: a hold that has ended by then is not printed. */
  now: Date
}

const pounds = (value: number) => `${formatNumber(value)} lbs`

/** The key figures a shopper compares on the lot, each only where it is known. */
function keyFigures(item: InventoryApiItem, gvwr: number | null): [string, string][] {
  const figures: [string, string | null | undefined][] = [
    ['Capacity', pounds(item.capacity_pounds)],
    ['Fits boats', item.boat_length],
    ['Bunk or roller', item.type],
    ['Axles', item.axle_configuration],
    ['Brakes', item.specifications.brake_type],
    ['Tires', item.specifications.tire_size],
    ['GVWR', gvwr && gvwr > 0 ? pounds(gvwr) : null],
    ['Material', item.material],
    ['Trailer length', `${formatNumber(item.length_feet)} ft`],
  ]
  return figures.filter((row): row is [string, string] => Boolean(row[1]?.trim()))
}

export function stickerContent(item: InventoryApiItem, facts: StickerFacts): StickerContent {
  const priceCents = advertisedPriceCents(toCents(item.price), facts.rules)
  const heldUntil = activeHoldUntil(item, facts.now)
  const figures = facts.terms && priceCents > 0 ? dealerFigures(priceCents, facts.terms) : null
  const identity: [string, string | null][] = [
    ['Stock #', item.stock_number],
    ['VIN', item.vin],
    ['Condition', unitCondition],
  ]
  return {
    title: `Venture ${item.model_name}`,
    category: item.category_name,
    identity: identity.filter((row): row is [string, string] => Boolean(row[1])),
    price: formatCents(priceCents),
    priceNote: processingChargeNote(facts.rules),
    hold: heldUntil ? holdBadge(heldUntil) : null,
    payment: figures && {
      line: paymentLine(priceCents, figures),
      disclosure: paymentDisclosure(figures),
    },
    figures: keyFigures(item, facts.gvwr),
    features: item.features,
    description: item.description,
    qrUrl: facts.qrUrl,
  }
}
