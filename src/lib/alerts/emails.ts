import { onOrderBadge } from '@/lib/inventory/lifecycle'
import {
  advertisedPriceCents,
  processingChargeNote,
  type PriceRules,
} from '@/lib/inventory/price-lines'
import { formatCents, toCents } from '@/lib/money/cents'
import type { AlertChange } from '@/lib/alerts/changes'
import type { InventoryApiItem } from '@/lib/inventory/contract'

/*
 * The text of alert e-mails, plain text only. They go to an address a visitor typed, so they
 * repeat nothing typed: what is watched is said in the site's own words (describeWatch with
 * searchWords off), units by their stored names.
 */
const site = 'Venture Trailers Edgewater'

export function confirmationEmail(summaries: string[], confirmUrl: string) {
  return {
    subject: 'Confirm your trailer alert',
    text: [
      `Someone, we hope you, asked ${site} to e-mail this address about:`,
      '',
      ...summaries.map((summary) => `- ${summary}`),
      '',
      'To start, open this link and press Confirm:',
      confirmUrl,
      '',
      'If it was not you, ignore this e-mail: nothing more is sent, and the request is',
      'forgotten after 7 days.',
    ].join('\n'),
  }
}

type Linked = (unit: InventoryApiItem) => string

/** A price as the unit's page says it (ADR 0060): with the processing charge when included. */
const advertised = (price: number, rules: PriceRules) =>
  formatCents(advertisedPriceCents(toCents(price), rules))

const unitLine = (unit: InventoryApiItem, link: Linked, rules: PriceRules) => {
  const when = unit.status === 'on_order' ? onOrderBadge(unit.expected_at) : 'In stock'
  return `- Venture ${unit.model_name}, ${advertised(unit.price, rules)} (${when})\n  ${link(unit)}`
}

/** One e-mail for all of an address's alerts that changed, its prices as the site shows them. */
export function alertEmail(
  changes: (AlertChange & { summary: string })[],
  links: { unit: Linked; manage: string },
  rules: PriceRules,
) {
  const arrived = changes.filter((change) => change.arrived.length > 0)
  const drops = changes.flatMap((change) => (change.drop ? [change.drop] : []))
  const blocks: string[] = []
  for (const change of arrived) {
    blocks.push(
      `New for "${change.summary}":`,
      ...change.arrived.map((unit) => unitLine(unit, links.unit, rules)),
      '',
    )
  }
  if (drops.length > 0) {
    blocks.push('Price drops on trailers you watch:')
    for (const { unit, was, now } of drops)
      blocks.push(
        `- Venture ${unit.model_name}: was ${advertised(was, rules)}, now ${advertised(now, rules)}\n  ${links.unit(unit)}`,
      )
    blocks.push('')
  }
  const chargeNote = processingChargeNote(rules)
  if (chargeNote) blocks.push(chargeNote, '')
  const subject =
    arrived.length > 0 && drops.length > 0
      ? 'New trailers and a price drop for you'
      : arrived.length > 0
        ? 'New trailers matching your alert'
        : `Price drop: Venture ${drops[0]?.unit.model_name}`
  return {
    subject,
    text: [
      ...blocks,
      'See or stop your alerts (one click, no sign-in):',
      links.manage,
      '',
      `${site}`,
    ].join('\n'),
  }
}
