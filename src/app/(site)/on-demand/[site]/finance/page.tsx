import { PaymentEstimate } from '@/components/inventory/PaymentEstimate'
import {
  ContactFields,
  LeadForm,
  SelectField,
  TextArea,
  TextField,
} from '@/components/leads/LeadFormFields'
import { formatPrice } from '@/lib/inventory/format'
import { financingTerms } from '@/lib/inventory/payment'
import { detailsField } from '@/lib/leads/form-fields'
import { creditBandLabels, creditBands, financeTerms } from '@/lib/leads/kinds/finance'
import { isPubliclyVisible } from '@/lib/inventory/visibility'
import { typedForm, typedValue } from '@/lib/leads/typed-form'
import { pageMetadata } from '@/server/content/metadata'
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
  const refused = typedForm(query, 'finance')
  const amount = detailsField('amount')
  // A unit's page sends its price as the amount, until the shopper types another.
  const typed =
    unit && !typedValue(refused, amount)
      ? {
          values: { ...refused?.values, [amount]: [String(unit.price)] },
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
              About: <strong>{unit.model_name}</strong>, {formatPrice(unit.price)}
            </p>
            <PaymentEstimate price={unit.price} terms={financingTerms(financing)} />
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
          <SelectField
            name={detailsField('termMonths')}
            label="Term"
            placeholder="Choose…"
            required
            typed={typed}
            options={financeTerms.map((months) => ({
              value: String(months),
              label: `${months} months`,
            }))}
          />
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
