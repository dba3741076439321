/**
 * GA4's loader, rendered only when a measurement id is configured. Plain tags rather than
 * next/script: next/script is a client component, and its code would ship to every visitor of
 * every page whether or not an id is set.
 */
export function GoogleAnalytics({ measurementId }: { measurementId?: string }) {
  if (!measurementId) return null
  const id = JSON.stringify(measurementId)
  return (
    <>
      <script
        async
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      <script
        id="ga4-init"
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${id});`,
        }}
      />
    </>
  )
}
