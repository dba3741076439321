import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { googleAnalyticsScript } from '@/lib/google-analytics-script.mjs'

/** Runs the inline script in a stand-in window; what it queued and what it added on load. */
function run(globalPrivacyControl: boolean | undefined) {
  const added: { src?: string }[] = []
  const listeners: (() => void)[] = []
  const window: Record<string, unknown> = {
    navigator: { globalPrivacyControl },
    document: {
      createElement: () => ({}),
      head: { appendChild: (element: { src?: string }) => added.push(element) },
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  }
  window.window = window
  runInNewContext(googleAnalyticsScript('G-TEST'), window)
  for (const listener of listeners) listener()
  return { dataLayer: window.dataLayer as unknown[] | undefined, added }
}

describe('the GA4 script', () => {
  it('queues the page view and loads gtag.js after load', () => {
    const { dataLayer, added } = run(undefined)
    expect(dataLayer).toHaveLength(2)
    expect(added.map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
    ])
  })

  it('does nothing for a browser that sends Global Privacy Control', () => {
    expect(run(true)).toEqual({ dataLayer: undefined, added: [] })
  })
})
