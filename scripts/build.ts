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

/** Hints every script a prerendered page's HTML loads (src/lib/build/compile-hints.ts). */
function hintFirstPaintScripts(): number {
  const pagesDir = path.join(distDir, 'server/app')
  const scripts = new Set(
    readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => firstPaintScripts(readFileSync(path.join(pagesDir, file), 'utf8'))),
  )
  for (const script of scripts) {
    const file = path.join(distDir, script)
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')))
  }
  return scripts.size
}

rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (result.status !== 0) process.exit(result.status ?? 1)
const hinted = hintFirstPaintScripts()
// None would mean the HTML no longer looks as expected, and the pages would quietly lose the hint.
if (hinted === 0) {
  console.error(
    'build: no first-paint script found in the prerendered HTML to add the compile hint to',
  )
  process.exit(1)
}
console.log(`build: compile hint added to ${hinted} first-paint scripts`)
