import ical from 'node-ical'
import { describe, expect, it } from 'vitest'

import { serviceInvite } from './invite'

const booking = {
  leadId: 42,
  host: 'venturetrailers.example',
  sequence: 0,
  method: 'request' as const,
  start: new Date('2026-03-05T13:00:00Z'),
  end: new Date('2026-03-05T22:00:00Z'),
  summary: 'Trailer service: Bearing repack',
  description: 'Drop the trailer off when we open.',
  location: '1 Shore Rd, Edgewater, MD 21037',
  organizer: { name: 'Venture Trailers Edgewater', email: 'service@venturetrailers.example' },
  attendee: { name: 'Pat Boater', email: 'pat@example.com' },
  stamp: new Date('2026-03-04T15:00:00Z'),
}

describe('service invite', () => {
  it('is a METHOD:REQUEST with the slot, the dealer as organizer and the shopper as attendee', () => {
    const text = serviceInvite(booking)
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('METHOD:REQUEST\r\n')
    expect(text).toContain('SEQUENCE:0\r\n')
    const event = Object.values(ical.sync.parseICS(text)).find((item) => item?.type === 'VEVENT')
    if (event?.type !== 'VEVENT') throw new Error('no event')
    expect(event.uid).toBe('service-42@venturetrailers.example')
    expect(event.start.toISOString()).toBe('2026-03-05T13:00:00.000Z')
    expect(event.end?.toISOString()).toBe('2026-03-05T22:00:00.000Z')
    expect(event.organizer).toMatchObject({ val: 'mailto:service@venturetrailers.example' })
    expect(JSON.stringify(event.attendee).toLowerCase()).toContain('mailto:pat@example.com')
    expect(event.status).toBe('CONFIRMED')
  })

  it('moves the same event with a higher SEQUENCE, and cancels it with METHOD:CANCEL', () => {
    const moved = serviceInvite({ ...booking, sequence: 1 })
    expect(moved).toContain('SEQUENCE:1\r\n')
    const cancel = serviceInvite({ ...booking, sequence: 2, method: 'cancel' })
    expect(cancel).toContain('METHOD:CANCEL\r\n')
    expect(cancel).toContain('STATUS:CANCELLED\r\n')
    expect(cancel).toContain('UID:service-42@venturetrailers.example\r\n')
  })
})
