// @ts-check
/*
 * The CSP hashes of the inline scripts Next wrote into an HTML document, and of no other inline
 * script (docs/decisions/0019-csp-without-unsafe-inline.md). Plain JavaScript: server.mjs loads it.
 *
 * Written against Next 16.4.5 with Turbopack. Every inline script Next writes into a page is one
 * call that hands JSON to a queue its client code reads:
 *   (globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({...});   the chunk bootstrap
 *   (self.__next_f=self.__next_f||[]).push([0])                                 the data queue
 *   self.__next_f.push([1,"..."])                                               the page's data
 * A script counts as Next's only if it is exactly one of these calls around text that parses as
 * JSON, which is data and runs nothing, so a script injected into the document is never blessed
 * by the document itself: it gets no hash and the browser refuses it. A Next upgrade that writes
 * another form fails tests/e2e/headers.spec.ts (a script refused on a page).
 */
import { createHash } from 'node:crypto'

const queueCalls = [
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
  '(self.__next_f=self.__next_f||[]).push(',
  'self.__next_f.push(',
]

/* Script types a browser runs (https://html.spec.whatwg.org/#javascript-mime-type); any other
 * type, e.g. application/ld+json, is a data block that no CSP directive governs. */
const executableType = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /(^|\s)src\s*=/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/**
 * The CSP source that allows exactly this script text.
 * @param {string} source
 * @returns {string}
 */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * Whether an inline script's text is one of Next's queue calls around JSON.
 * @param {string} source
 * @returns {boolean}
 */
export function isFrameworkScript(source) {
  const call = queueCalls.find((prefix) => source.startsWith(prefix))
  if (!call) return false
  const close = source.endsWith(');') ? 2 : source.endsWith(')') ? 1 : 0
  if (close === 0) return false
  try {
    JSON.parse(source.slice(call.length, source.length - close))
    return true
  } catch {
    return false
  }
}

/**
 * The hashes of the executable inline scripts of a document that are Next's, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function frameworkScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, source] of html.matchAll(inlineScript)) {
    if (srcAttribute.test(attributes)) continue
    const type = typeAttribute.exec(attributes)
    if (!executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue
    if (isFrameworkScript(source)) hashes.add(scriptHash(source))
  }
  return [...hashes]
}
