import 'server-only'

import { browserLeadSource } from '@/lib/leads/browser-source'
import { fitBoatFrom } from '@/lib/fit/boat'
import { nestDetails, sourceFieldPrefix } from '@/lib/leads/form-fields'
import { trailerFromQuery } from '@/lib/leads/kinds/quote-prefill'
import { absoluteUrl } from '@/server/site-url'

/**
 * A lead form's plain post, as the JSON request the quote form's script sends. The source is
 * what the form's hidden `source.*` fields say (LeadSourceFields), else the page that posted the
 * form, the Referer (the site's referrer policy sends its own pages in full); from the Referer too, and on /contact the unit of `?trailer=` unless
 * the form names one itself, and the boat a fit check described (`fit_*`). A kind's own fields
 * (`details.*`) are gathered as the script sends them. A browser sends a textarea's line breaks as CRLF in a form; the
 * script sends them as LF, and so they are stored and counted.
 */
export function leadFromForm(form: URLSearchParams, referer: string | null) {
  const page = sitePage(referer)
  const fields: [string, string][] = []
  const posted: Record<string, string> = {}
  for (const [name, value] of form) {
    if (name.startsWith(sourceFieldPrefix)) posted[name.slice(sourceFieldPrefix.length)] = value
    else fields.push([name, lf(value)])
  }
  const boat =
    page?.pathname === '/contact' ? fitBoatFrom((key) => page.searchParams.get(key)) : null
  return {
    ...(boat && { details: { boat } }),
    trailer:
      page?.pathname === '/contact'
        ? trailerFromQuery(page.searchParams.get('trailer'))
        : undefined,
    ...nestDetails(fields),
    source: Object.keys(posted).length > 0 ? posted : page && browserLeadSource(page, ''),
  }
}

const lf = (text: string) => text.replace(/\r\n?/g, '\n')

export function sitePage(address: string | null): URL | undefined {
  if (!address || !URL.canParse(address)) return undefined
  const page = new URL(address)
  return page.origin === new URL(absoluteUrl()).origin ? page : undefined
}
