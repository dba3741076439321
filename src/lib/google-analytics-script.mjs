// @ts-check
/*
 * The one inline script of GA4 (src/components/site/GoogleAnalytics.tsx). Its text depends only on
 * the measurement id, which the server knows at start, so the Content-Security-Policy allows it by
 * its hash (src/lib/security-headers.mjs). Plain JavaScript: server.mjs loads the policy.
 */

/**
 * Queues gtag calls at once; gtag.js itself is added after the page's load event, so its download
 * and run stay out of the first paint and of hydration (next/script's lazyOnload). A browser that
 * sends Global Privacy Control gets none of it: Maryland's privacy act reads the signal as an
 * opt-out of targeted advertising, and GA is the one outside party the site would load (issue 55).
 * @param {string} measurementId
 * @returns {string}
 */
export function googleAnalyticsScript(measurementId) {
  const id = JSON.stringify(measurementId)
  const src = JSON.stringify(
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
  )
  return [
    'if(!navigator.globalPrivacyControl){',
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=function(){dataLayer.push(arguments)};',
    `gtag('js',new Date());gtag('config',${id});`,
    "addEventListener('load',function(){",
    `var s=document.createElement('script');s.async=true;s.src=${src};document.head.appendChild(s)`,
    '})}',
  ].join('')
}
