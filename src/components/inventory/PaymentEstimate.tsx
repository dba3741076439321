import { paymentDisclosure, paymentLine, type FinancingTerms } from '@/lib/inventory/payment'

type Props = { price: number; terms: FinancingTerms | null; className?: string }

/** 'Est. $X/mo' with the figures behind it; nothing until staff set the financing terms. */
export function PaymentEstimate({ price, terms, className }: Props) {
  if (!terms || price <= 0) return null
  return (
    <div className={className}>
      <p>
        <strong>{paymentLine(price, terms)}</strong>
      </p>
      <p>
        <small>{paymentDisclosure(terms)}</small>
      </p>
    </div>
  )
}
