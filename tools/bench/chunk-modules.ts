/*
 * Which module a built browser chunk's bytes come from, read from the chunk's source map (the
 * benchmark builds with BENCH_SOURCE_MAPS=1): each mapped stretch of generated code counts for
 * the source it maps to, stretches with no source for 'unmapped' (Turbopack's module wrappers).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { compileHint } from '../build/compile-hints'
import { AnyMap, decodedMappings, type SectionedSourceMapInput } from '@jridgewell/trace-mapping'

export type Chunk = {
  /** Its address, as the page's HTML names it. */
  url: string
  rawBytes: number
  /** gzip at level 6, as the server sends it (Next's compression). */
  gzipBytes: number
  /** gzip bytes per module group (moduleGroup), each source's share of the raw code. */
  modules: Record<string, number>
}

const turbopackProject = /^turbopack:\/\/\/\[project\]\//

/**
 * A source path as a reader recognises it: React and Next's other vendored packages by their
 * name, Next's runtime by its folder, a package by its name, our code by its file.
 */
export function moduleGroup(source: string | undefined): string {
  if (!source) return 'unmapped'
  const file = source.replace(turbopackProject, '')
  const vendored = file.match(/node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/)
  if (vendored) return vendored[1]
  const next = file.match(/node_modules\/next\/(?:dist|src)\/([^/]+\/[^/.]+)/)
  if (next) return `next: ${next[1]}`
  const packaged = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (packaged) return packaged[1]
  return file
}

/** Characters of generated code per module group, from a chunk's text and its source map. */
export function charactersBySource(
  code: string,
  map: SectionedSourceMapInput,
): Record<string, number> {
  const traced = new AnyMap(map)
  // The build puts the compile hint (ADR 0008) above the code its source map describes.
  const hinted = code.startsWith(compileHint)
  const lines = (hinted ? code.slice(compileHint.length) : code).split('\n')
  const counts: Record<string, number> = {}
  const add = (group: string, characters: number) => {
    if (characters > 0) counts[group] = (counts[group] ?? 0) + characters
  }
  if (hinted) add('unmapped', compileHint.length)
  const mappings = decodedMappings(traced)
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? []
    const newline = index < lines.length - 1 ? 1 : 0
    add('unmapped', (segments[0]?.[0] ?? line.length) + newline)
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length
      const source = segment.length > 1 ? traced.sources[segment[1] as number] : undefined
      add(moduleGroup(source ?? undefined), end - segment[0])
    })
  })
  return counts
}

/** Reads a chunk of the build at `distDir` by its address and attributes its gzip bytes. */
export function readChunk(distDir: string, url: string): Chunk {
  const file = path.join(distDir, url.replace(/^\/_next\//, '').split('?')[0])
  const code = readFileSync(file, 'utf8')
  const gzipBytes = gzipSync(code, { level: 6 }).length
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1]
  if (!mapName) return { url, rawBytes: code.length, gzipBytes, modules: { unmapped: gzipBytes } }
  const map = JSON.parse(readFileSync(path.join(path.dirname(file), mapName), 'utf8'))
  const characters = charactersBySource(code, map)
  const total = Object.values(characters).reduce((sum, count) => sum + count, 0)
  const modules = Object.fromEntries(
    Object.entries(characters).map(([group, count]) => [group, (gzipBytes * count) / total]),
  )
  return { url, rawBytes: Buffer.byteLength(code), gzipBytes, modules }
}
