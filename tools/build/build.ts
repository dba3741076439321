/*
 * `next build`, then the compile hint on the scripts of first paint (ADR 0008). Needs no database
 * and no deployment settings: no page is rendered at build time (ADR 0009).
 *
 * Next keeps unstable_cache entries in <distDir>/cache/fetch-cache across builds, and their keys
 * know nothing of the database a server read them from: they are dropped so that a new build
 * starts with no content; the compiler caches beside them are kept.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { firstPaintScripts, parseClientReferenceManifest, withCompileHint } from './compile-hints'
import { takeExportedBuild } from './exported-build'

const distDir = process.env.NEXT_DIST_DIR || '.next'

/** Hints every script a public page's HTML loads (tools/build/compile-hints.ts). */
function hintFirstPaintScripts(): number {
  const publicPages = path.join(distDir, 'server/app/(site)')
  const scripts = firstPaintScripts({
    buildManifest: JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')),
    pageManifests: readdirSync(publicPages, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('page_client-reference-manifest.js'))
      .map((file) =>
        parseClientReferenceManifest(readFileSync(path.join(publicPages, file), 'utf8')),
      ),
  })
  for (const script of scripts) {
    const file = path.join(distDir, script)
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')))
  }
  return scripts.length
}

if (takeExportedBuild(distDir)) {
  console.log(`build: ${distDir} is the image's build of this commit (ADR 0053): not built again`)
  process.exit(0)
}
rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
// `next build` adds its build folder's generated types to tsconfig.json's include; a second build
// folder (the benchmark's .next-bench) must not stay there, or the app's type-check reads it.
const tsconfig = readFileSync('tsconfig.json', 'utf8')
const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (distDir !== '.next') writeFileSync('tsconfig.json', tsconfig)
if (result.status !== 0) process.exit(result.status ?? 1)
const hinted = hintFirstPaintScripts()
// None would mean the manifests no longer look as expected, and pages would quietly lose the hint.
if (hinted === 0) {
  console.error('build: no first-paint script found in the build manifests to add the hint to')
  process.exit(1)
}
console.log(`build: compile hint added to ${hinted} first-paint scripts`)
