/*
 * `next build` from fresh data, then the compile hint on the scripts of first paint.
 *
 * Next keeps unstable_cache entries in <distDir>/cache/fetch-cache across builds and their keys
 * know nothing of the database, so a build could otherwise bake in content read from an earlier
 * database; the compiler caches beside it are kept.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { firstPaintScripts, withCompileHint } from '@/lib/build/compile-hints'

const distDir = process.env.NEXT_DIST_DIR || '.next'

/** Hints every script that a prerendered page's HTML loads (src/lib/build/compile-hints.ts). */
function hintFirstPaintScripts(): number {
  const pages = readdirSync(path.join(distDir, 'server/app'), { recursive: true, encoding: 'utf8' })
  const scripts = new Set(
    pages
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) =>
        firstPaintScripts(readFileSync(path.join(distDir, 'server/app', file), 'utf8')),
      ),
  )
  for (const src of scripts) {
    const file = path.join(distDir, src.replace(/^\/_next\//, ''))
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')))
  }
  return scripts.size
}

rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (result.status === 0)
  console.log(`compile hint added to ${hintFirstPaintScripts()} first-paint scripts`)
process.exit(result.status ?? 1)
