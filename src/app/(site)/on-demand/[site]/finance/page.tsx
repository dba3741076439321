import { TextMeOffer } from '@/components/forms/TextMeOffer'
import { PaymentEstimate } from '@/components/inventory/PaymentEstimate'
import { KindField, KindForm } from '@/components/leads/KindForm.client'
import { refusedFormState } from '@/components/leads/refused-form'
import { formatPrice } from '@/lib/inventory/format'
import { financingTerms } from '@/lib/inventory/payment'
import { detailsField } from '@/lib/leads/form-fields'
import { creditBandLabels, creditBands, financeTerms } from '@/lib/leads/kinds/finance'
import { isPubliclyVisible } from '@/lib/inventory/visibility'
import { pageMetadata } from '@/server/metadata'
import { getInventoryUnit } from '@/server/inventory/page-reads'
import { getFinancing } from '@/server/content/site'

/*
 * /finance: a finance inquiry (ADR 0044), a lead of kind finance. Rendered per request: a refused
 * post without JavaScript comes back here with what was typed, and `?unit=` names the trailer.
 */
export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Finance a Trailer | Venture Trailers Edgewater',
  description:
    'Ask about financing a boat trailer: amount, term and down payment. No Social Security number, birth date or income asked.',
  path: '/finance',
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const unitId = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null

export default async function FinancePage({ searchParams }: Props) {
  const query = await searchParams
  const id = unitId(query.unit)
  const [financing, found] = await Promise.all([
    getFinancing(),
    id === null ? null : getInventoryUnit(id).catch(() => null),
  ])
  const unit = found && isPubliclyVisible(found) ? found : null
  const state = refusedFormState(query, 'finance')
  const typed =
    unit && !state.typed[detailsField('amount')]
      ? { ...state.typed, [detailsField('amount')]: String(unit.price) }
      : state.typed
  return (
    <section className="section">
      <div className="container">
        <h1>Finance a trailer</h1>
        <p>
          Tell us what you would like to finance and we will come back with options. We never ask
          for your Social Security number, birth date or income here: our lender’s own application
          does that, and our reply links to it.
        </p>
        {unit && (
          <>
            <p>
              About: <strong>{unit.model_name}</strong>, {formatPrice(unit.price)}
            </p>
            <PaymentEstimate price={unit.price} terms={financingTerms(financing)} />
          </>
        )}
        <KindForm
          textMe={<TextMeOffer />}
          kind="finance"
          submitLabel="Send my finance inquiry"
          trailer={unit?.model_name}
          messageOptional
          typed={typed}
          errors={state.errors}
        >
          <KindField
            name={detailsField('amount')}
            label="Amount to finance ($)"
            required
            inputMode="numeric"
          />
          <KindField
            name={detailsField('downPayment')}
            label="Down payment ($)"
            inputMode="numeric"
          />
          <KindField
            as="select"
            name={detailsField('termMonths')}
            label="Term"
            required
            options={financeTerms.map((months) => ({
              value: String(months),
              label: `${months} months`,
            }))}
          />
          <KindField
            as="select"
            name={detailsField('creditBand')}
            label="How would you rate your credit?"
            required
            options={creditBands.map((band) => ({ value: band, label: creditBandLabels[band] }))}
          />
        </KindForm>
      </div>
    </section>
  )
}
