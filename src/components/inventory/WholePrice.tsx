import { formatCents } from '@/lib/money/cents'
import {
  advertisedPriceCents,
  processingChargeNote,
  type PriceRules,
} from '@/lib/inventory/price-lines'

type Props = { priceCents: number; rules: PriceRules; className?: string; noteClassName?: string }

/*
 * The advertised price: the full price but taxes and title, with the processing charge in it or
 * stated beside it in bold (src/lib/inventory/price-lines.ts). Shared by unit pages and the cards
 * of the list's island, so it holds no state of its own.
 */
export function WholePrice({ priceCents, rules, className, noteClassName }: Props) {
  const note = processingChargeNote(rules)
  return (
    <>
      <p className={className}>{formatCents(advertisedPriceCents(priceCents, rules))}</p>
      {note && (
        <p className={noteClassName}>
          {rules.processingChargeIncluded ? note : <strong>{note}</strong>}
        </p>
      )}
    </>
  )
}
