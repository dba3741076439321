/**
 * GA4, when a measurement id is configured (env.ts checks its G-… shape). One inline tag instead of
 * next/script, whose client code would ship to every visitor whether or not an id is set. The
 * inline part queues gtag calls at once; gtag.js itself is added after the page's load event, so
 * its download and run stay out of the first paint and of hydration (next/script's lazyOnload).
 */
export function GoogleAnalytics({ measurementId }: { measurementId?: string }) {
  if (!measurementId) return null
  const id = JSON.stringify(measurementId)
  const src = JSON.stringify(
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
  )
  const script = [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=function(){dataLayer.push(arguments)};',
    `gtag('js',new Date());gtag('config',${id});`,
    "addEventListener('load',function(){",
    `var s=document.createElement('script');s.async=true;s.src=${src};document.head.appendChild(s)`,
    '})',
  ].join('')
  return <script id="ga4" dangerouslySetInnerHTML={{ __html: script }} />
}
