// @ts-check
/*
 * Refuses an address whose percent-encoding does not decode to UTF-8 text (`/inventory/%ED%A0%80`,
 * a lone surrogate), which Next's router and Payload's failed to decode with a 500. server.mjs
 * runs this before Next sees the request. No page or API has such an address:
 * - a page request gets the site's 404 document with a 404, as any other address no page claims:
 *   a visitor who followed a broken link sees the site and its way on, a crawler drops the link;
 * - anything else (/api, /cms/api, assets, a client navigation's data) a 400 with a JSON
 *   `{ error }`, the answer of every API of the site to a request it cannot read.
 */

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** True when `url`'s path is not valid UTF-8 once percent-decoded. */
export function isUndecodablePath(/** @type {string | undefined} */ url) {
  try {
    decodeURIComponent((url ?? '/').split('?', 1)[0])
    return false
  } catch {
    return true
  }
}

/**
 * Answers such a request and returns true; false (nothing sent) for any other. `notFoundPage` is
 * the 404 document for page requests; without it (development) they get the JSON 400 as well.
 */
export function guardPath(
  /** @type {Request} */ request,
  /** @type {Response} */ response,
  /** @type {{ isPage: boolean, notFoundPage?: string }} */ { isPage, notFoundPage },
) {
  if (!isUndecodablePath(request.url)) return false
  const html = isPage && notFoundPage !== undefined
  const body = html
    ? notFoundPage
    : JSON.stringify({ error: 'The address is not valid: its percent-encoding is not UTF-8' })
  response.writeHead(html ? 404 : 400, {
    'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
