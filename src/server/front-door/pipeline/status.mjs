// @ts-check
/*
 * Step 1 of the pipeline: a page answer's status as the site means it, not as Next can say it
 * (src/server/internals/page-status.mjs): a gone unit's 403 as 410, a permanent redirect's 308
 * as 301 and a temporary one's 307 as 302, with the one Location Next set twice (it appends it again
 * from the render's metadata) and the visitor's query string.
 */
import { goneStatus, movedStatus, withVisitorQuery } from '../../internals/page-status.mjs'

/** @type {import('./answer.mjs').Step} */
export const statusStep = {
  head({ kind, request, response }) {
    if (kind !== 'page') return
    response.statusCode = movedStatus(goneStatus(request.url, response.statusCode))
    const set = response.getHeader('location')
    const location = Array.isArray(set) ? set[0] : set
    if (typeof location === 'string') {
      response.setHeader('location', withVisitorQuery(request.url, location, request.headers.host))
    }
  },
}
