import {
  financeInquiryPath,
  paymentDisclosure,
  paymentLine,
  type PaymentFigures,
} from '@/lib/inventory/payment'

type Props = {
  priceCents: number
  figures: PaymentFigures | null
  /** The unit the finance inquiry is about; none on the inquiry's own page. */
  unitId?: number
  className?: string
}

/** 'Est. $X/mo' with the figures behind it, and the inquiry with them filled in. */
export function PaymentEstimate({ priceCents, figures, unitId, className }: Props) {
  if (!figures || priceCents <= 0) return null
  return (
    <div className={className}>
      <p>
        <strong>{paymentLine(priceCents, figures)}</strong>
      </p>
      <p>
        <small>{paymentDisclosure(figures)}</small>
      </p>
      {unitId !== undefined && (
        <p>
          <a href={financeInquiryPath(unitId, figures)}>Ask about financing on these figures</a>
        </p>
      )}
    </div>
  )
}
