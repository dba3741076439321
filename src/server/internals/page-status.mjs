// @ts-check
/*
 * Written against next 16.4.5, where no page can answer 410 or 301:
 * - a unit page gone for good calls forbidden() (experimental.authInterrupts), which Next answers
 *   403, and every page answer of /inventory/* that would go out as 403 goes out as 410 instead
 *   (ADR 0015);
 * - a page whose address moved calls permanentRedirect(), which Next answers 308, or redirect()
 *   for a move an editor marked temporary, 307 (ADRs 0040 and 0059); a page request is a GET or
 *   HEAD, where 301 and 302 are the redirects every crawler knows;
 * - a redirect a page renders is the same for every query (reading the query would make the page
 *   render per request), so the visitor's query string is added to its Location here, where the
 *   request is known.
 * The status step of the response pipeline (src/server/front-door/pipeline/status.mjs) applies these, under
 * `next dev` as in production. ./page-status.test.ts fails when Next's statuses change.
 */
import {
  forbiddenStatus,
  permanentRedirectStatus,
  temporaryRedirectStatus,
} from './next-output.mjs'

/** The status a page answer goes out with: a unit page's 403 is a unit gone for good. */
export const goneStatus = (/** @type {string | undefined} */ url, /** @type {number} */ status) =>
  status === forbiddenStatus && url?.startsWith('/inventory/') ? 410 : status

/** The status a page answer goes out with: Next's permanent redirect as 301, its temporary as 302. */
export const movedStatus = (/** @type {number} */ status) =>
  status === permanentRedirectStatus ? 301 : status === temporaryRedirectStatus ? 302 : status

/**
 * A redirect's Location with the request's query string, unless the Location has a query of its
 * own or stays on the requested page (the page or the proxy then chose where the visitor lands,
 * as /inventory does when it drops unknown filters): /bunk-trailers?utm_source=mail goes on to
 * /trailers/bunk?utm_source=mail, and to another site with it too.
 * @param {string | undefined} url the request's path and query
 * @param {string} location
 * @param {string} [host] the request's Host, which an absolute Location to this site names
 */
export function withVisitorQuery(url, location, host = 'site.invalid') {
  const [path, query] = (url ?? '').split(/\?(.*)/s, 2)
  if (!query || /[?#]/.test(location)) return location
  const target = new URL(location, `http://${host}`)
  return target.host === host && target.pathname === path ? location : `${location}?${query}`
}
