import {
  ContactFields,
  LeadForm,
  OwnTrailerFields,
  PhotoField,
  TextArea,
  TextField,
} from '@/components/leads/LeadFormFields'
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
  title: 'Order Boat Trailer Parts | Venture Trailers Edgewater, MD',
  description:
    'Ask for boat trailer parts: bearings, lights, rollers, bunks, winches and more, for your make and model, from Venture Trailers Edgewater.',
  path: '/parts',
  keywords: ['boat trailer parts', 'trailer bearings Edgewater', 'trailer parts Maryland'],
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PartsPage({ searchParams }: Props) {
  const typed = typedForm(await searchParams, 'parts', (values) => ({
    [photoProblemField]: photoProblemMessage(values[photoProblemParam]?.[0]),
  }))
  return (
    <section className="section" aria-labelledby="parts-title">
      <div className="container">
        <h1 id="parts-title">Order Trailer Parts</h1>
        <p className="section-lead">
          Tell us the part and the trailer it is for; a photo of the old part helps.
        </p>
        <LeadForm
          kind="parts"
          action={leadPhotosRoute}
          multipart
          typed={typed}
          submit="Ask for the part"
        >
          <TextField name="details.part" label="Part" required maxLength={200} typed={typed} />
          <TextField
            name="details.quantity"
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            required
            typed={typed}
          />
          <OwnTrailerFields typed={typed} />
          <PhotoField
            name={photoProblemField}
            label="Photo of the part (optional)"
            hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Location data is removed."
            max={1}
            typed={typed}
          />
          <ContactFields typed={typed} />
          <TextArea name="message" label="Anything else (optional)" typed={typed} />
        </LeadForm>
      </div>
    </section>
  )
}
