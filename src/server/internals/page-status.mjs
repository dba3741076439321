// @ts-check
/*
 * Written against next 16.4.5, where no page can answer 410 or 301:
 * - a unit page gone for good calls forbidden() (experimental.authInterrupts), which Next answers
 *   403, and every page answer of /inventory/* that would go out as 403 goes out as 410 instead
 *   (ADR 0015);
 * - a page whose address moved calls permanentRedirect(), which Next answers 308 (ADR 0040); a
 *   page request is a GET or HEAD, where 301 is the permanent redirect every crawler knows. Next
 *   sets the Location header and then appends it again from the render's metadata, so the answer
 *   would carry it twice: it leaves with one.
 * server.mjs installs this on page requests, under `next dev` as in production.
 * src/server/internals/page-status.test.ts fails when Next's statuses change.
 */

/** The status a page answer goes out with: a unit page's 403 is a unit gone for good. */
export const goneStatus = (/** @type {string | undefined} */ url, /** @type {number} */ status) =>
  status === 403 && url?.startsWith('/inventory/') ? 410 : status

/** The status a page answer goes out with: Next's permanent redirect as 301. */
export const movedStatus = (/** @type {number} */ status) => (status === 308 ? 301 : status)

const pageStatus = (/** @type {string | undefined} */ url, /** @type {number} */ status) =>
  movedStatus(goneStatus(url, status))

/* The first of the Location headers Next set (the same address twice). */
const oneLocation = (/** @type {import('node:http').ServerResponse} */ response) => {
  const location = response.getHeader('location')
  if (Array.isArray(location)) response.setHeader('location', location[0])
}

/**
 * Rewrites the status of `response` as goneStatus and movedStatus say, whether Next sets it by
 * writeHead or by statusCode before its first write (Node's implicit headers call writeHead too).
 */
export function answerPageStatus(/** @type {import('node:http').ServerResponse} */ response) {
  const { writeHead, write, end } = response
  const url = response.req.url
  const settle = () => {
    if (response.headersSent) return
    response.statusCode = pageStatus(url, response.statusCode)
    oneLocation(response)
  }
  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      oneLocation(response)
      return writeHead.call(response, pageStatus(url, status), ...rest)
    }
  )
  response.write = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      settle()
      return write.apply(response, /** @type {any} */ (args))
    }
  )
  response.end = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      settle()
      return end.apply(response, /** @type {any} */ (args))
    }
  )
}
