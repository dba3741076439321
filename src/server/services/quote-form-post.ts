import 'server-only'

import { browserLeadSource } from '@/lib/leads/browser-source'
import { trailerFromQuery } from '@/lib/quote/prefill'
import { absoluteUrl } from '@/server/site-url'

/**
 * The quote form posted without JavaScript, as the JSON request its script sends. What the script
 * reads in the browser comes from the page that posted the form, the Referer (the site's referrer
 * policy sends its own pages in full): the source, and the unit of /contact?trailer=… unless the
 * form names one itself.
 */
export function quoteRequestFromForm(form: URLSearchParams, referer: string | null) {
  const page = sitePage(referer)
  return {
    trailer: trailerFromQuery(page?.searchParams.get('trailer')),
    ...Object.fromEntries(form),
    source: page && browserLeadSource(page, ''),
  }
}

function sitePage(address: string | null): URL | undefined {
  if (!address || !URL.canParse(address)) return undefined
  const page = new URL(address)
  return page.origin === new URL(absoluteUrl()).origin ? page : undefined
}
