// @ts-check
/*
 * Written against next 16.4.5, where no page can answer 410 or 301:
 * - a unit page gone for good calls forbidden() (experimental.authInterrupts), which Next answers
 *   403, and every page answer of /inventory/* that would go out as 403 goes out as 410 instead
 *   (ADR 0015);
 * - a page whose address moved calls permanentRedirect(), which Next answers 308 (ADR 0040); a
 *   page request is a GET or HEAD, where 301 is the permanent redirect every crawler knows.
 * The status step of the response pipeline (src/server/front-door/pipeline/status.mjs) applies these, under
 * `next dev` as in production. ./page-status.test.ts fails when Next's statuses change.
 */
import { forbiddenStatus, permanentRedirectStatus } from './next-output.mjs'

/** The status a page answer goes out with: a unit page's 403 is a unit gone for good. */
export const goneStatus = (/** @type {string | undefined} */ url, /** @type {number} */ status) =>
  status === forbiddenStatus && url?.startsWith('/inventory/') ? 410 : status

/** The status a page answer goes out with: Next's permanent redirect as 301. */
export const movedStatus = (/** @type {number} */ status) =>
  status === permanentRedirectStatus ? 301 : status
