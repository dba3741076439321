import {
  Choices,
  ContactFields,
  LeadForm,
  OwnTrailerFields,
  SelectField,
  TextArea,
} from '@/components/leads/LeadFormFields'
import { serviceWork, serviceWorkLabels } from '@/lib/leads/kinds/service'
import { checkSlot, serviceSlots, slotRefusals } from '@/lib/service/slots'
import { bookingWhen } from '@/lib/service/when'
import { typedForm } from '@/lib/leads/typed-form'
import { serviceRules } from '@/server/leads/service-booking'
import { pageMetadata } from '@/server/content/metadata'
import { getPayloadClient } from '@/server/payload'

/* The days offered are the shop's capacity now: read at each request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Book Trailer Service | Venture Trailers Edgewater, MD',
  description:
    'Book a bearing repack, brake, light, roller and bunk or winch service for your boat trailer in Edgewater, Maryland: pick a day the shop has room.',
  path: '/service',
  keywords: ['boat trailer service', 'bearing repack Edgewater', 'trailer brake service Maryland'],
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ServicePage({ searchParams }: Props) {
  const rules = await serviceRules(await getPayloadClient(), new Date())
  const slots = serviceSlots(rules)
  // A day that was free when the form was sent may have filled up since: said beside the day.
  const typed = typedForm(await searchParams, 'service', (values) => {
    const day = values['details.slot']?.[0]
    const slot = day ? checkSlot(day, rules) : null
    return { 'details.slot': typeof slot === 'string' ? slotRefusals[slot] : undefined }
  })
  return (
    <section className="section" aria-labelledby="service-title">
      <div className="container">
        <h1 id="service-title">Book Trailer Service</h1>
        <p className="section-lead">
          Tell us what your trailer needs and pick a day: bring it when we open, and we call you
          when it is ready. The confirmation e-mail carries a calendar invite.
        </p>
        {slots.length === 0 ? (
          <p role="status">
            The shop has no free day in the next four weeks. Call us and we will find one.
          </p>
        ) : (
          <LeadForm kind="service" action="/api/contact" typed={typed} submit="Book the service">
            <Choices
              name="details.work"
              label="What needs doing"
              multiple
              required
              typed={typed}
              options={serviceWork.map((value) => ({ value, label: serviceWorkLabels[value] }))}
            />
            <OwnTrailerFields typed={typed} />
            <SelectField
              name="details.slot"
              label="Day"
              hint="Drop-off when we open that day."
              placeholder="Choose a day"
              required
              typed={typed}
              options={slots.map((slot) => ({
                value: slot.date,
                label: `${bookingWhen(slot.start.toISOString())} (${slot.left} ${slot.left === 1 ? 'place' : 'places'} left)`,
              }))}
            />
            <ContactFields typed={typed} />
            <TextArea name="message" label="Anything else (optional)" typed={typed} />
          </LeadForm>
        )}
      </div>
    </section>
  )
}
