import {
  Choices,
  ContactFields,
  LeadForm,
  PhotoField,
  SelectField,
  TextArea,
  TextField,
} from '@/components/leads/LeadFormFields'
import {
  payoffAnswers,
  payoffLabels,
  tradeInConditionLabels,
  tradeInConditions,
  tradeInItemLabels,
  tradeInItems,
} from '@/lib/leads/kinds/trade-in'
import { leadPhotosRoute } from '@/lib/body-limits.mjs'
import {
  photoProblemField,
  photoProblemMessage,
  photoProblemParam,
} from '@/lib/leads/photo-problems'
import { typedForm } from '@/lib/leads/typed-form'
import { pageMetadata } from '@/server/content/metadata'

/* A refused post comes back filled in from its typed cookie: rendered per request. */
export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Trade In Your Boat or Trailer | Venture Trailers Edgewater, MD',
  description:
    'Send the year, make, model, length, condition and up to six photos of your boat or trailer, and agree a trade-in value before you visit Venture Trailers Edgewater.',
  path: '/trade-in',
  keywords: ['boat trailer trade-in', 'trade in my boat trailer', 'trailer trade-in Maryland'],
})

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function TradeInPage({ searchParams }: Props) {
  const typed = typedForm(await searchParams, 'trade-in', (values) => ({
    [photoProblemField]: photoProblemMessage(values[photoProblemParam]?.[0]),
  }))
  return (
    <section className="section" aria-labelledby="trade-in-title">
      <div className="container">
        <h1 id="trade-in-title">Trade In Your Boat or Trailer</h1>
        <p className="section-lead">
          Tell us about it and add a few photos: we come back with a value before you visit.
        </p>
        <LeadForm
          kind="trade-in"
          action={leadPhotosRoute}
          multipart
          typed={typed}
          submit="Send the trade-in"
        >
          <Choices
            name="details.item"
            label="What you would trade in"
            multiple={false}
            required
            typed={typed}
            options={options(tradeInItems, tradeInItemLabels)}
          />
          <TextField
            name="details.year"
            label="Year"
            type="number"
            inputMode="numeric"
            min={1950}
            max={new Date().getUTCFullYear() + 1}
            required
            typed={typed}
          />
          <TextField name="details.make" label="Make" required maxLength={60} typed={typed} />
          <TextField name="details.model" label="Model" required maxLength={60} typed={typed} />
          <TextField
            name="details.lengthFeet"
            label="Length (ft)"
            type="number"
            inputMode="decimal"
            min={6}
            max={60}
            step="any"
            required
            typed={typed}
          />
          <SelectField
            name="details.condition"
            label="Condition"
            placeholder="Choose its condition"
            required
            typed={typed}
            options={options(tradeInConditions, tradeInConditionLabels)}
          />
          <Choices
            name="details.payoff"
            label="Is there a loan on it to pay off?"
            multiple={false}
            required
            typed={typed}
            options={options(payoffAnswers, payoffLabels)}
          />
          <PhotoField
            name={photoProblemField}
            label="Photos (up to 6, optional)"
            hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each. On a phone, take them with the camera or pick them from your library. Location data is removed."
            max={6}
            typed={typed}
          />
          <ContactFields typed={typed} />
          <TextArea name="message" label="Anything else (optional)" typed={typed} />
        </LeadForm>
      </div>
    </section>
  )
}
