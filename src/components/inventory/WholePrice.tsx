import { formatCents } from '@/lib/money/cents'
import {
  advertisedPriceCents,
  processingChargeNote,
  type PriceRules,
} from '@/lib/inventory/price-lines'

/*
 * The advertised price: the full price but taxes and title, with the processing charge in it or
 * stated beside it in bold (src/lib/inventory/price-lines.ts). Shared by the server's pages and
 * the cards of the list's island, so neither holds state.
 */
type Props = { priceCents: number; rules: PriceRules; className?: string; noteClassName?: string }

export function WholePrice({ priceCents, rules, className, noteClassName }: Props) {
  return (
    <>
      <p className={className}>{formatCents(advertisedPriceCents(priceCents, rules))}</p>
      <ProcessingChargeNote rules={rules} className={noteClassName} />
    </>
  )
}

/** What the prices near it leave out of the processing charge, in bold; or say they include. */
export function ProcessingChargeNote({
  rules,
  className,
}: {
  rules: PriceRules
  className?: string
}) {
  const note = processingChargeNote(rules)
  if (!note) return null
  return (
    <p className={className}>{rules.processingChargeIncluded ? note : <strong>{note}</strong>}</p>
  )
}
