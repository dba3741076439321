import type { Payload, SendEmailOptions } from 'payload'

import { serviceWorkLabels, type StoredServiceDetails } from '@/lib/leads/kinds/service'
import { serviceInvite } from '@/lib/service/invite'
import { bookingWhen } from '@/lib/service/when'
import type { Lead } from '@/payload-types'
import { absoluteUrl } from '@/server/site-url'

/*
 * The calendar invite that goes with every mail about a service booking (ADR 0045): the instant
 * reply carries the first (METHOD:REQUEST, SEQUENCE 0), a move the next request, a cancellation
 * METHOD:CANCEL. Nodemailer's `icalEvent` puts it in the message as calendar clients expect it
 * (a text/calendar part with its method) and as an invite.ics attachment.
 */

const serviceDetailsOf = (lead: Lead) =>
  lead.kind === 'service' ? (lead.details as StoredServiceDetails | null) : null

/** The lead's invite as nodemailer's `icalEvent`; nothing for a lead with no live booking. */
export async function serviceInviteFor(
  payload: Payload,
  lead: Lead,
): Promise<Partial<Pick<SendEmailOptions, 'icalEvent'>>> {
  const details = serviceDetailsOf(lead)
  const booking = details?.booking
  if (!details || !booking || booking.status === 'done') return {}
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const method = booking.status === 'cancelled' ? 'cancel' : 'request'
  const content = serviceInvite({
    leadId: lead.id,
    host: new URL(absoluteUrl()).host,
    sequence: booking.sequence,
    method,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: `Trailer service at ${site.businessName}`,
    description: `${details.work.map((work) => serviceWorkLabels[work]).join(', ')}. Bring the trailer when we open; we call when it is ready. Questions: ${site.phone}.`,
    location: `${site.businessName}, ${site.address.street}, ${site.address.city}, ${site.address.state} ${site.address.zip}`,
    organizer: { name: site.businessName, email: site.email },
    attendee: { name: lead.name, email: lead.email },
    stamp: new Date(),
  })
  return { icalEvent: { method, filename: 'invite.ics', content } }
}

/** The mail telling the shopper that staff moved or cancelled the booking, with its invite. */
export async function bookingChangeMail(payload: Payload, lead: Lead): Promise<SendEmailOptions> {
  const booking = serviceDetailsOf(lead)?.booking
  if (!booking) throw new Error(`Lead ${lead.id} has no service booking.`)
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const cancelled = booking.status === 'cancelled'
  const when = bookingWhen(booking.start)
  const subject = cancelled
    ? `Your service booking for ${when} is cancelled`
    : `Your service booking is moved to ${when}`
  const text = [
    `Hello ${lead.name},`,
    '',
    cancelled
      ? `We have cancelled your trailer service booking for ${when}. The attached update removes it from your calendar.`
      : `We have moved your trailer service booking to ${when}. The attached invite updates your calendar.`,
    '',
    `Questions: call ${site.phone} or reply to this e-mail.`,
    '',
    site.businessName,
  ].join('\n')
  return { to: lead.email, subject, text, ...(await serviceInviteFor(payload, lead)) }
}
