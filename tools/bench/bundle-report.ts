/*
 * The bundle report: each page's first-load JavaScript (the scripts its HTML loads, less
 * the `nomodule` polyfills modern browsers skip), gzipped as served, and which module costs what
 * in it (chunk-modules.ts). Reads the page's HTML from the running build and the chunks and their
 * source maps from its folder: nothing leaves the machine.
 */
import path from 'node:path'

import type { BundlePage, StageError } from './results'

import { root } from './app'
import { readChunk, type Chunk } from './chunk-modules'

/** The module whose presence marks a page that carries the quote form. */
export const quoteFormModule = 'src/components/leads/QuoteForm.client.tsx'

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]

/**
 * The addresses of the scripts a page's HTML makes a modern browser load, in order: those held
 * until the load event too (src/server/front-door/pipeline/scripts.mjs), which still load, later.
 */
export function firstLoadScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => attribute(tag, 'src'))
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="(preload|x-after-load)"/i.test(tag) && /\sas="script"/i.test(tag))
    .map((tag) => attribute(tag, 'href'))
  return [...new Set([...scripts, ...preloads])].filter(
    (src): src is string => !!src && src.startsWith('/_next/'),
  )
}

export function bundlePage(pagePath: string, chunks: Chunk[]): BundlePage {
  const modules: Record<string, number> = {}
  for (const chunk of chunks) {
    for (const [group, bytes] of Object.entries(chunk.modules)) {
      modules[group] = (modules[group] ?? 0) + bytes
    }
  }
  return {
    path: pagePath,
    firstLoadBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    chunks: chunks.length,
    quoteForm: quoteFormModule in modules,
    modules: Object.fromEntries(
      Object.entries(modules).map(([group, bytes]) => [group, Math.round(bytes)]),
    ),
  }
}

/** Each page's first-load JavaScript in the build at `distDir` (relative to the project). */
export async function runBundleReport(
  baseUrl: string,
  paths: string[],
  distDir: string,
): Promise<{ pages: BundlePage[]; errors: StageError[] }> {
  const pages: BundlePage[] = []
  const errors: StageError[] = []
  for (const pagePath of paths) {
    try {
      const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
      const chunks = firstLoadScripts(html).map((url) => readChunk(path.join(root, distDir), url))
      if (chunks.length === 0) throw new Error('the page loads no script of the build')
      pages.push(bundlePage(pagePath, chunks))
    } catch (error) {
      errors.push({ stage: 'Bundle report', subject: pagePath, message: String(error) })
    }
  }
  return { pages, errors }
}
