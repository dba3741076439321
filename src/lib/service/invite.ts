import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator'

/*
 * The calendar invite of a service booking (RFC 5545, by ical-generator). One UID per booking, so
 * the shopper's calendar moves the same event when staff move the booking (SEQUENCE counts the
 * changes) and removes it on a METHOD:CANCEL; the dealer is the organizer (ADR 0045).
 */

export type Invite = {
  /** The booking's lead id: the UID is made of it and the site's host. */
  leadId: number
  host: string
  sequence: number
  method: 'request' | 'cancel'
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  stamp: Date
}

export const inviteUid = (leadId: number, host: string) => `service-${leadId}@${host}`

/** The invite as an iCalendar text (CRLF lines), to send as `text/calendar; method=…`. */
export function serviceInvite(invite: Invite): string {
  const cancel = invite.method === 'cancel'
  const calendar = ical({
    prodId: { company: invite.organizer.name, product: 'Service booking', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: inviteUid(invite.leadId, invite.host),
    sequence: invite.sequence,
    stamp: invite.stamp,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    description: invite.description,
    location: invite.location,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invite.organizer,
    attendees: [
      {
        name: invite.attendee.name,
        email: invite.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  })
  return calendar.toString()
}
