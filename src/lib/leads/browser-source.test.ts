import { describe, expect, it } from 'vitest'

import { browserLeadSource } from '@/lib/leads/browser-source'

const at = (address: string) => new URL(address) as unknown as Location

describe('browserLeadSource', () => {
  it("takes the visit's utm_* from this page's query first", () => {
    const source = browserLeadSource(
      at('https://venture.test/contact?utm_source=alert'),
      'https://venture.test/?utm_source=other',
      'https://venture.test/inventory/12-vab?utm_source=window_sticker',
    )
    expect(source).toMatchObject({ page: '/contact?utm_source=alert', utm_source: 'alert' })
  })

  it('then from a referring page of this site, never from another site', () => {
    const here = at('https://venture.test/contact')
    expect(browserLeadSource(here, 'https://venture.test/?utm_medium=qr').utm_medium).toBe('qr')
    expect(browserLeadSource(here, 'https://else.test/?utm_source=x').utm_source).toBeUndefined()
  })

  it('keeps the landing address utm_source after client-side navigation (ADR 0026)', () => {
    // A QR code opened the unit page; 'Ask about this trailer' then changed page in the browser.
    const source = browserLeadSource(
      at('https://venture.test/contact?trailer=VAB-2025'),
      '',
      'https://venture.test/inventory/12-vab-2025?utm_source=window_sticker',
    )
    expect(source).toEqual({
      page: '/contact?trailer=VAB-2025',
      referrer: undefined,
      utm_source: 'window_sticker',
      utm_medium: undefined,
      utm_campaign: undefined,
    })
    const elsewhere = 'https://else.test/?utm_source=window_sticker'
    expect(browserLeadSource(at('https://venture.test/contact'), '', elsewhere).utm_source).toBe(
      undefined,
    )
  })
})
