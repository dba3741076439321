import { describe, expect, it } from 'vitest'

import { autoDealerJsonLd, openingHours } from '@/components/site/auto-dealer'
import { siteSettingsSeed } from '@/seed/site'

const schemaDays = (...days: string[]) => days.map((day) => `https://schema.org/${day}`)

describe('openingHours', () => {
  it("lists both days of 'Sat & Sun' and keeps 24-hour times, read as the lead clock reads them", () => {
    expect(
      openingHours([
        { days: 'Mon–Fri', opens: '9:30am', closes: '18:00' },
        { days: 'Sat & Sun', opens: '10 AM', closes: 'noon' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: schemaDays('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'),
        opens: '09:30',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: schemaDays('Saturday', 'Sunday'),
        opens: '10:00',
        closes: '12:00',
      },
    ])
  })

  it('writes a midnight closing as 23:59 and a midnight opening as 00:00', () => {
    expect(openingHours([{ days: 'Fri', opens: '12 AM', closes: '12 AM' }])).toEqual([
      expect.objectContaining({ dayOfWeek: schemaDays('Friday'), opens: '00:00', closes: '23:59' }),
    ])
  })

  it('leaves out closed days and rows the parser cannot read', () => {
    expect(
      openingHours([
        { days: 'Sun', opens: 'Closed' },
        { days: 'Holidays', opens: '10 AM', closes: '2 PM' },
      ]),
    ).toEqual([])
    expect(openingHours(null)).toEqual([])
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
