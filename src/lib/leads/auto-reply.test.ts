import { describe, expect, it } from 'vitest'

import { autoReplyEmail, byWhen, greetingName } from '@/lib/leads/auto-reply'

const base = {
  name: 'Pat Boater',
  ownerFirstName: 'Sam',
  by: new Date('2025-11-15T15:15:00Z'),
  dealer: { name: 'Dealer', phone: '(410) 555-0100', address: '1 Main St', hours: ['Mon–Fri 8–6'] },
  settings: {},
}

describe('the auto-reply (ADR 0024)', () => {
  it("says who answers and by when on the dealership's clock", () => {
    expect(byWhen(new Date('2025-11-15T15:15:00Z'))).toBe('by 10:15 AM Saturday')
    expect(autoReplyEmail(base).text).toContain('Sam will contact you by 10:15 AM Saturday.')
  })

  it('greets by a name of letters, spaces, apostrophes and hyphens in any script', () => {
    for (const name of ["Pat O'Brien", 'Mary-Jane Boater', 'Zoë Ångström', 'José Núñez', 'Łukasz'])
      expect(greetingName(name)).toBe(name)
    expect(greetingName('  Pat Boater ')).toBe('Pat Boater')
    expect(greetingName('Анна Петрова')).toBe('Анна Петрова')
    expect(greetingName('Jose\u0301')).toBe('Jose\u0301')
    expect(greetingName('A'.repeat(60))).toHaveLength(60)
  })

  it('greets no name over 60 characters or on more than one line', () => {
    expect(greetingName('A'.repeat(61))).toBeNull()
    expect(greetingName('Pat\r\nBcc: x')).toBeNull()
    expect(greetingName('Pat\nBoater')).toBeNull()
  })

  it('greets no name that could carry a link, an address or a number to call', () => {
    for (const name of [
      'http://spam.example',
      'visit www.spam',
      'me@spam.example',
      'cheap.pills now',
      'evil . com',
      'evil．com',
      'www․evil․com',
      'evil.сom',
      'evil[.]com',
      '203.0.113.9/claim',
      'Pat\u200bBoater',
      'Call 1-900-555-0199 to claim your prize',
      "'--",
      '',
    ])
      expect(greetingName(name)).toBeNull()
    expect(autoReplyEmail({ ...base, name: 'https://spam.example' }).text).toMatch(/^Hello,$/m)
  })

  it('names the unit with its stock number, price and link, and escapes the HTML part', () => {
    const mail = autoReplyEmail({
      ...base,
      unit: { name: 'Jet <Ski> 12', stockNumber: 'S-1', price: 3895, url: 'https://x/u?a=1&b=2' },
    })
    expect(mail.text).toContain('Stock number: S-1')
    expect(mail.text).toContain('Price: $3,895')
    expect(mail.html).toContain('Jet &lt;Ski&gt; 12')
    expect(mail.html).toContain('href="https://x/u?a=1&amp;b=2"')
  })
})
