import { describe, expect, it } from 'vitest'

import { leadSourceLabel as labelOn } from '@/lib/leads/source-label'

const leadSourceLabel = (source: Parameters<typeof labelOn>[0]) =>
  labelOn(source, 'www.venture.test')

describe('leadSourceLabel', () => {
  it("names the sources of the dealer's own links", () => {
    expect(leadSourceLabel({ utmSource: 'window_sticker' })).toBe('window sticker')
    expect(leadSourceLabel({ utmSource: 'alert' })).toBe('alert')
    expect(leadSourceLabel({ utmSource: 'lead_autoreply' })).toBe('auto-reply e-mail')
  })

  it('shows any other utm_source as it was sent, before the referrer', () => {
    expect(
      leadSourceLabel({ utmSource: 'facebook', referrer: 'https://www.google.com/search?q=x' }),
    ).toBe('facebook')
  })

  it("falls back to the referrer's host, then to 'website'", () => {
    expect(leadSourceLabel({ referrer: 'https://www.google.com/search?q=trailer' })).toBe(
      'google.com',
    )
    expect(leadSourceLabel({ utmSource: '  ', referrer: 'not a url' })).toBe('website')
    expect(leadSourceLabel({})).toBe('website')
    expect(leadSourceLabel(undefined)).toBe('website')
  })

  it("counts a visit from one of the site's own pages as 'website'", () => {
    expect(leadSourceLabel({ referrer: 'https://venture.test/inventory/12-vab' })).toBe('website')
    expect(leadSourceLabel({ referrer: 'https://www.venture.test/' })).toBe('website')
  })
})
