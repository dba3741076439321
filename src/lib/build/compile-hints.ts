/*
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136+): a script
 * that opens with this comment is compiled whole on the background thread that streams it in.
 * Without it V8 compiles each function on the main thread the first time it runs, and the bundler
 * wraps every module in a function that first runs during hydration: on a phone's CPU that compile
 * was the single largest blocking task of a page. Other engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n'

export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : compileHint + source
}

/**
 * The scripts a prerendered page loads from its HTML, as paths under /_next/ (a deployment id's
 * query string dropped): its first paint's JavaScript. Chunks fetched later (another route's
 * after a click) and the CMS admin's (never prerendered) keep V8's lazy compile, which is cheaper
 * for code that may never run.
 */
export function firstPaintScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+\.js)(?:\?[^"]*)?"/g)]
  return [...new Set(sources.map((match) => match[1]))]
}
