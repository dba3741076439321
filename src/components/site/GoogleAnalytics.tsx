import { googleAnalyticsScript } from '@/lib/google-analytics-script.mjs'

/**
 * GA4, when a measurement id is configured (env.ts checks its G-… shape). One inline tag instead of
 * next/script, whose client code would ship to every visitor whether or not an id is set; the
 * policy allows the tag by its hash.
 */
export function GoogleAnalytics({ measurementId }: { measurementId?: string }) {
  if (!measurementId) return null
  return (
    <script id="ga4" dangerouslySetInnerHTML={{ __html: googleAnalyticsScript(measurementId) }} />
  )
}
