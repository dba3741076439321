// @ts-check
/*
 * Every shape of Next's output that code outside Next reads: markup, file paths, header names,
 * statuses. Written against next 16.4.5; ./next-output.test.ts fails on any other installed
 * version and lists what to re-check, and tests/e2e/next-output.spec.ts reads these shapes from
 * the real build, so an upgrade that changes one fails CI instead of silently costing speed or
 * blocking a script.
 */

/** The version every shape below was read from. */
export const nextVersion = '16.4.5'

/* ---- Headers of requests and answers ---- */

/** Sent by the App Router's client navigations: the answer is RSC data, not a page. */
export const rscHeader = 'rsc'
/** The query parameter that marks the same data request for caches. */
export const rscQuery = /[?&]_rsc=/
/** Sent by the router's prefetches of a link in view: not a visit. */
export const prefetchHeader = 'next-router-prefetch'
/** How Next hands an entry's cache tags to a cache handler (src/server/cache/redis-cache-handler.mjs). */
export const cacheTagsHeader = 'x-next-cache-tags'

/* ---- Files of a build (under distDir) ---- */

/** The 404 document (src/app/global-not-found.tsx), prerendered. */
export const notFoundDocumentFile = 'server/app/_not-found.html'
/** A prerendered page of the app, by its route's name. */
export const prerenderedPageFile = (/** @type {string} */ name) => `server/app/${name}.html`
/** Written last by a build: its presence is a complete build. */
export const buildIdFile = 'BUILD_ID'

/* ---- Statuses of page answers ---- */

/** forbidden() (experimental.authInterrupts) answers this. */
export const forbiddenStatus = 403
/** permanentRedirect() answers this. */
export const permanentRedirectStatus = 308
/** redirect() in a page answers this. */
export const temporaryRedirectStatus = 307

/* ---- Markup of a page ---- */

/** A script Next loads into a page: `<script src="/_next/…" async=""></script>`. */
export const nextScriptTag = /<script src="(\/_next\/[^"]+)" async=""><\/script>/g
/** A preload of such a script: `<link rel="preload" as="script" … href="/_next/…">`. */
export const nextScriptPreload = /<link rel="preload" as="script"(?=[^>]*\shref="\/_next\/)/g
/** A document starts with this doctype and <html> (for the attributes a page puts on it). */
export const documentStart = /^<!DOCTYPE html><html\b/i
/** Any script element of a page, scripts with `src` included. */
export const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/g
/** Any preload of a script. */
export const anyScriptPreload = /<link\b[^>]*\bas="script"[^>]*>/g

/*
 * Every inline script Next writes into a page is one call that hands JSON to a queue its client
 * code reads (src/server/front-door/pipeline/csp.mjs):
 *   (globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({...});   the chunk bootstrap
 *   (self.__next_f=self.__next_f||[]).push([0])                                 the data queue
 *   self.__next_f.push([1,"..."])                                               the page's data
 */
export const inlineScriptQueueCalls = [
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
  '(self.__next_f=self.__next_f||[]).push(',
  'self.__next_f.push(',
]

/** What to re-check when `nextVersion` changes (./next-output.test.ts prints it on a mismatch). */
export const upgradeChecklist = [
  'the script tag and script preload in a prerendered page (nextScriptTag, nextScriptPreload)',
  'the inline scripts of a page: each one of inlineScriptQueueCalls around JSON',
  'the 404 document still prerendered at notFoundDocumentFile (experimental.globalNotFound)',
  'forbidden() still answers 403, permanentRedirect() 308 and redirect() 307, Location set once or twice',
  "the router's request headers (rscHeader, rscQuery, prefetchHeader)",
  "the cache handler's tags header (cacheTagsHeader) and the cache handler interface",
  'draftMode() from next/headers still sets a cookie a plain fetch can carry (src/server/front-door/warm-up.mjs)',
  "the work store and Payload's imports beside this file (src/server/internals/*)",
  'then run tests/e2e/next-output.spec.ts and the e2e suite, which read a real build',
]
