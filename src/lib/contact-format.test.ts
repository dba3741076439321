import { describe, expect, it } from 'vitest'

import { formatCityLine, formatHours, telHref } from '@/lib/contact-format'

describe('formatHours', () => {
  it('shows the opening and closing time of an open day', () => {
    expect(formatHours({ days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' })).toBe(
      'Mon-Fri: 8:00 AM - 6:00 PM',
    )
  })

  it('shows a day without times as closed', () => {
    expect(formatHours({ days: 'Sun', opens: null, closes: null })).toBe('Sun: Closed')
  })

  it("shows a day whose times say 'Closed' as closed once", () => {
    expect(formatHours({ days: 'Sun', opens: 'Closed', closes: 'Closed' })).toBe('Sun: Closed')
  })
})

describe('telHref', () => {
  it('dials a ten-digit US number with the country code', () => {
    expect(telHref('(410) 555-0187')).toBe('tel:+14105550187')
  })

  it('keeps an international number as written, without punctuation', () => {
    expect(telHref('+44 20 7946 0018')).toBe('tel:+442079460018')
  })
})

describe('formatCityLine', () => {
  it('joins city, state and zip the US way', () => {
    expect(formatCityLine({ street: '1 Main', city: 'Edgewater', state: 'MD', zip: '21037' })).toBe(
      'Edgewater, MD 21037',
    )
  })
})
