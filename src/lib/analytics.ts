/*
 * The one way the site sends analytics events. Events always land in window.dataLayer (what tag
 * managers and tests read); when GA4 is loaded (a measurement id is configured) they go through
 * gtag instead, which queues them on the same dataLayer in its own format, so nothing is counted
 * twice.
 */
export type AnalyticsEvents = {
  navbar_click: { nav_item: string; location: 'header_navigation'; page: string }
}

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export function trackEvent<E extends keyof AnalyticsEvents>(name: E, params: AnalyticsEvents[E]) {
  if (typeof window === 'undefined') return
  try {
    if (typeof window.gtag === 'function') {
      window.gtag('event', name, params)
      return
    }
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ event: name, ...params })
  } catch {
    // Fire and forget: analytics must never break navigation.
  }
}
