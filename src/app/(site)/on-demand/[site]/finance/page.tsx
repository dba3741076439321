import { PaymentEstimate } from '@/components/inventory/PaymentEstimate'
import {
  ContactFields,
  LeadForm,
  SelectField,
  TermField,
  TextArea,
  TextField,
} from '@/components/leads/LeadFormFields'
import { dealerFigures, financingTerms } from '@/lib/inventory/payment'
import { readPaymentQuery } from '@/lib/inventory/payment-query'
import { advertisedPriceCents } from '@/lib/inventory/price-lines'
import { formatCents, toCents } from '@/lib/money/cents'
import { detailsField } from '@/lib/leads/form-fields'
import { creditBandLabels, creditBands } from '@/lib/leads/kinds/finance'
import { isPubliclyVisible } from '@/lib/inventory/visibility'
import { typedForm, typedValue } from '@/lib/leads/typed-form'
import { pageMetadata } from '@/server/content/metadata'
import { getInventoryUnit } from '@/server/inventory/page-reads'
import { getFinancing, getPriceRules } from '@/server/content/site'

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
  const [financing, rules, found] = await Promise.all([
    getFinancing(),
    getPriceRules(),
    id === null ? null : getInventoryUnit(id).catch(() => null),
  ])
  const unit = found && isPubliclyVisible(found) ? found : null
  const priceCents = unit ? advertisedPriceCents(toCents(unit.price), rules) : 0
  const terms = financingTerms(financing)
  // A payment shown beside the unit sends its figures; without them, the dealer's terms.
  const shown = readPaymentQuery(query, null).figures
  const figures = shown ?? (terms && dealerFigures(priceCents, terms))
  const refused = typedForm(query, 'finance')
  const amount = detailsField('amount')
  // A unit's page sends its price and figures, until the shopper types others.
  const typed =
    unit && !typedValue(refused, amount)
      ? {
          values: {
            ...refused?.values,
            [amount]: [String(priceCents / 100)],
            ...(shown && {
              [detailsField('downPayment')]: [String(shown.downCents / 100)],
              [detailsField('termMonths')]: [String(shown.termMonths)],
            }),
          },
          errors: refused?.errors ?? {},
        }
      : refused
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
              About: <strong>{unit.model_name}</strong>, {formatCents(priceCents)}
            </p>
            <PaymentEstimate priceCents={priceCents} figures={figures} />
          </>
        )}
        <LeadForm
          kind="finance"
          action="/api/contact"
          typed={typed}
          submit="Send my finance inquiry"
        >
          {unit && (
            <>
              {/* `unit` is no lead field: it brings the unit back with a refused post. */}
              <input type="hidden" name="unit" value={unit.id} />
              <input type="hidden" name="trailer" value={unit.model_name} />
            </>
          )}
          <TextField
            name={amount}
            label="Amount to finance ($)"
            inputMode="numeric"
            required
            typed={typed}
          />
          <TextField
            name={detailsField('downPayment')}
            label="Down payment ($)"
            inputMode="numeric"
            typed={typed}
          />
          <TermField name={detailsField('termMonths')} typed={typed} />
          <SelectField
            name={detailsField('creditBand')}
            label="How would you rate your credit?"
            placeholder="Choose…"
            required
            typed={typed}
            options={creditBands.map((band) => ({ value: band, label: creditBandLabels[band] }))}
          />
          <ContactFields typed={typed} />
          <TextArea name="message" label="Anything else (optional)" typed={typed} />
        </LeadForm>
      </div>
    </section>
  )
}
