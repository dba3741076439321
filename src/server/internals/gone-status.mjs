// @ts-check
/*
 * Written against next 16.4.5, where no page can answer 410: a unit page gone for good calls
 * forbidden() (experimental.authInterrupts), which Next answers 403, and server.mjs sends every
 * page answer of /inventory/* that would go out as 403 as 410 instead (ADR 0015), under
 * `next dev` as in production. src/server/internals/gone-status.test.ts fails when forbidden()
 * stops being Next's 403.
 */

/** The status a page answer goes out with: a unit page's 403 is a unit gone for good. */
export const goneStatus = (/** @type {string | undefined} */ url, /** @type {number} */ status) =>
  status === 403 && url?.startsWith('/inventory/') ? 410 : status

/**
 * Rewrites the status of `response` as goneStatus says, whether Next sets it by writeHead or by
 * statusCode before its first write (Node's implicit headers call writeHead too).
 */
export function answerGoneAs410(/** @type {import('node:http').ServerResponse} */ response) {
  const { writeHead, write, end } = response
  const url = response.req.url
  const settle = () => {
    if (!response.headersSent) response.statusCode = goneStatus(url, response.statusCode)
  }
  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      return writeHead.call(response, goneStatus(url, status), ...rest)
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
