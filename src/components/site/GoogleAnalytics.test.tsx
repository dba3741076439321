import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GoogleAnalytics } from '@/components/site/GoogleAnalytics'

describe('GoogleAnalytics', () => {
  it('renders nothing without a measurement id', () => {
    expect(renderToStaticMarkup(<GoogleAnalytics />)).toBe('')
  })

  it('configures the id at once and adds gtag.js only after the load event', () => {
    const html = renderToStaticMarkup(<GoogleAnalytics measurementId="G-TEST123" />)
    expect(html).toContain(`gtag('config',"G-TEST123")`)
    expect(html).toMatch(
      /addEventListener\('load',function\(\)\{.*s\.src="https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST123"/,
    )
    // No <script src>: React would hoist it into <head> and the browser fetch it before hydration.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
  })
})
