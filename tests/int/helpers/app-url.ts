/*
 * Route handlers run in-process and still need an absolute request URL. The tests use the site
 * URL's default (NEXT_PUBLIC_SITE_URL in src/server/env-schema.mjs), so their requests are
 * same-origin with the site unless a file sets that variable itself.
 */
export const appOrigin = 'http://localhost:3000'

/** An absolute address on the app under test, for `path` (a path, with or without a query). */
export const appUrl = (path: string): string => new URL(path, appOrigin).href
