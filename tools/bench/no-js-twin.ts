/*
 * The limit a page's LCP is held to: its own HTML without its scripts, served beside the real site
 * (no-js-server.ts) so that Lighthouse can measure both and the benchmark report their ratio.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { LighthousePage, NoJsLimit, StageError } from './results'

import { outDir } from './app'
import { startBenchServer, type BenchServer } from './bench-server'
import { runNoJsLimit } from './lighthouse'
import { withoutScripts } from './without-scripts'

/** Captures each page from `baseUrl` as a browser asks for it and serves it without scripts. */
export async function startNoJsTwin(
  baseUrl: string,
  paths: string[],
  port: number,
): Promise<BenchServer> {
  const dir = path.join(outDir, 'no-js')
  mkdirSync(dir, { recursive: true })
  const manifest: Record<string, string> = {}
  for (const [index, pagePath] of paths.entries()) {
    const response = await fetch(`${baseUrl}${pagePath}`)
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`)
    const file = path.join(dir, `${index}.html`)
    writeFileSync(file, withoutScripts(await response.text()))
    manifest[pagePath] = file
  }
  const manifestFile = path.join(dir, 'manifest.json')
  writeFileSync(manifestFile, JSON.stringify(manifest))
  return startBenchServer('no-js-server.ts', [manifestFile, baseUrl], port)
}

/** The LCP of each of `twinPaths` beside that of its HTML without scripts (Lighthouse, 5 runs). */
export async function measureNoJsLimit(
  baseUrl: string,
  measured: LighthousePage[],
  twinPaths: string[],
  port: number,
): Promise<{ limits: NoJsLimit[]; errors: StageError[] }> {
  const pages = measured.filter((page) => twinPaths.includes(page.path))
  const twin = await startNoJsTwin(
    baseUrl,
    pages.map((page) => page.path),
    port,
  )
  try {
    return await runNoJsLimit(twin.url, pages)
  } finally {
    await twin.stop()
  }
}
