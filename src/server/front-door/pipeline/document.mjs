// @ts-check
/*
 * Step 2: a release document instead of Next's body (read once, at start, by server.mjs):
 * - a page that fails with a 500 while the database is unreachable, and a form post answered 503,
 *   get the outage page (src/app/(outage)) as 503 with Retry-After: visitors see the site, a
 *   message and the phone number; load balancers and crawlers see an outage;
 * - a page answered 404, or 410 (a unit gone for good: crawlers drop it at once), gets the 404
 *   document (src/app/global-not-found.tsx), which Next sends itself only at addresses no page
 *   claims: for notFound() inside a page it sends an empty shell that only JavaScript fills.
 * - a request a guard refused once Next had it (a body cut at its limit) gets that refusal, JSON.
 * Next's own body is then dropped. Without the documents (development) only refusals replace it.
 */

/**
 * @param {{ outagePage?: string, notFoundPage?: string, databaseUnavailable: () => boolean }} documents
 * @returns {import('./answer.mjs').Step}
 */
export const documentStep = ({ outagePage, notFoundPage, databaseUnavailable }) => ({
  head(answer) {
    const { kind, refusal, response } = answer
    if (refusal) {
      answer.document = refusal.body
      response.statusCode = refusal.status
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Cache-Control', 'no-store')
      response.setHeader('Content-Length', Buffer.byteLength(refusal.body))
      return
    }
    const status = response.statusCode
    if (kind === 'other') return
    if ((status === 500 && databaseUnavailable()) || (status === 503 && kind === 'form')) {
      answer.document = outagePage
      if (outagePage === undefined) return
      if (!response.hasHeader('Retry-After')) response.setHeader('Retry-After', '30')
      response.setHeader('Cache-Control', 'no-store')
      response.statusCode = 503
    } else if ((status === 404 || status === 410) && kind === 'page') {
      answer.document = notFoundPage
    }
    if (answer.document === undefined) return
    response.removeHeader('Content-Length')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
  },
  body(answer) {
    if (answer.document !== undefined) answer.body = Buffer.from(answer.document)
  },
})
