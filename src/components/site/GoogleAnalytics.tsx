import Script from 'next/script'

/** GA4's loader, rendered only when a measurement id is configured. */
export function GoogleAnalytics({ measurementId }: { measurementId?: string }) {
  if (!measurementId) return null
  const id = JSON.stringify(measurementId)
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
        strategy="afterInteractive"
      />
      <Script id="ga4-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${id});`}
      </Script>
    </>
  )
}
