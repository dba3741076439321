import { describe, expect, it } from 'vitest'

import { autoDealerJsonLd, expandDays, to24h } from '@/components/site/auto-dealer'
import { siteSettingsSeed } from '@/seed/site'

describe('expandDays', () => {
  it('expands a day range and reads single days', () => {
    expect(expandDays('Mon-Fri')).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (d) => `https://schema.org/${d}`,
      ),
    )
    expect(expandDays('Sat')).toEqual(['https://schema.org/Saturday'])
    expect(expandDays('Holidays')).toEqual([])
  })
})

describe('to24h', () => {
  it('converts 12-hour times', () => {
    expect(to24h('8:00 AM')).toBe('08:00')
    expect(to24h('6:00 PM')).toBe('18:00')
    expect(to24h('12:30 pm')).toBe('12:30')
    expect(to24h('12 AM')).toBe('00:00')
    expect(to24h('noon')).toBeUndefined()
    expect(to24h(null)).toBeUndefined()
  })
})

describe('autoDealerJsonLd', () => {
  it('describes the dealer with address, phone and the open days only', () => {
    const data = autoDealerJsonLd(
      { ...siteSettingsSeed, id: 1, updatedAt: '', createdAt: '' },
      {
        site: 'https://x.test/',
        logo: 'https://x.test/brand/logo.png',
        image: 'https://x.test/og.jpg',
      },
    )
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Venture Trailers Edgewater',
      telephone: '(410) 555-0187',
      address: {
        streetAddress: '100 Harbor Way',
        addressLocality: 'Edgewater',
        addressRegion: 'MD',
      },
    })
    expect(data).toHaveProperty('openingHoursSpecification', [
      expect.objectContaining({ opens: '08:00', closes: '18:00' }),
      expect.objectContaining({
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '16:00',
      }),
    ])
  })
})
