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

/** What the build writes about a page's scripts (the parts read here). */
export type BuildManifests = {
  /** .next/build-manifest.json: the runtime every page loads. */
  buildManifest: { polyfillFiles: string[]; rootMainFiles: string[] }
  /** Each public page's client reference manifest (server/app/…/page_client-reference-manifest.js). */
  pageManifests: { entryJSFiles?: Record<string, string[]> }[]
}

/**
 * The scripts a public page loads from its HTML, as paths under /_next/: the runtime, plus the
 * entry chunks of its layouts, page and boundaries. That is its first paint's JavaScript, read
 * from the build's manifests because no page is rendered at build time (ADR 0009). Chunks
 * fetched later (another route's after a click) and the CMS admin's keep V8's lazy compile,
 * which is cheaper for code that may never run.
 */
export function firstPaintScripts({ buildManifest, pageManifests }: BuildManifests): string[] {
  const entries = pageManifests.flatMap((manifest) =>
    Object.values(manifest.entryJSFiles ?? {}).flat(),
  )
  return [...new Set([...buildManifest.polyfillFiles, ...buildManifest.rootMainFiles, ...entries])]
}

/** The JSON a client reference manifest assigns to globalThis.__RSC_MANIFEST[page]. */
export function parseClientReferenceManifest(source: string): BuildManifests['pageManifests'][0] {
  const json = source.slice(source.indexOf('] = ') + 4).replace(/;\s*$/, '')
  return JSON.parse(json) as BuildManifests['pageManifests'][0]
}
