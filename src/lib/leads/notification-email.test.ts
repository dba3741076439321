import { describe, expect, it } from 'vitest'

import { leadNotificationEmail } from '@/lib/leads/notification-email'

const lead = {
  id: 7,
  name: 'Pat Boater',
  email: 'pat@example.com',
  phone: null,
  message: 'Need a bunk trailer\nfor a 19 ft skiff.',
}

describe('leadNotificationEmail', () => {
  it('carries every field, the link to the lead and a reply-to of the visitor', () => {
    const mail = leadNotificationEmail(lead, 'https://example.com/cms/collections/quote-requests/7')
    expect(mail.subject).toBe('New quote request from Pat Boater')
    expect(mail.replyTo).toBe('pat@example.com')
    expect(mail.text).toContain('Phone: not given')
    expect(mail.text).toContain('Need a bunk trailer\nfor a 19 ft skiff.')
    expect(mail.text).toContain('https://example.com/cms/collections/quote-requests/7')
  })

  it('keeps a name, phone or trailer with line breaks on its own line of the text', () => {
    const mail = leadNotificationEmail(
      {
        ...lead,
        name: 'Pat\r\nBcc: spam@example.com',
        phone: '410\n555-0100',
        trailer: 'VAB\u2028Status: paid',
      },
      'x',
    )
    const lines = mail.text.split(/\r\n|[\n\r\u2028\u2029]/)
    expect(lines).toContain('Name: Pat Bcc: spam@example.com')
    expect(lines).toContain('Phone: 410 555-0100')
    expect(lines).toContain('Trailer: VAB Status: paid')
    expect(lines.filter((line) => /^(Bcc:|555-0100|Status:)/.test(line))).toEqual([])
  })

  it('names the trailer and keeps the subject on one line', () => {
    const mail = leadNotificationEmail(
      { ...lead, name: 'Pat\r\nBcc: spam@example.com', trailer: 'Venture VAB-1025' },
      'x',
    )
    expect(mail.subject).toBe(
      'New quote request from Pat Bcc: spam@example.com about Venture VAB-1025',
    )
    expect(mail.text).toContain('Trailer: Venture VAB-1025')
  })

  it('is plain text only, so markup in a lead reaches staff as characters, never as HTML', () => {
    const hostile = '<script>alert(1)</script><a href="javascript:alert(2)">x</a>'
    const mail = leadNotificationEmail({ ...lead, name: hostile, message: hostile }, 'x')
    expect(Object.keys(mail).sort()).toEqual(['replyTo', 'subject', 'text'])
    expect(mail.text).toContain(`Message:\n${hostile}`)
  })
})
