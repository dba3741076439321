/*
 * `next build` from fresh data. Next keeps unstable_cache entries in <distDir>/cache/fetch-cache
 * across builds and their keys know nothing of the database, so a build could otherwise bake in
 * content read from an earlier database; the compiler caches beside it are kept.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

const distDir = process.env.NEXT_DIST_DIR || '.next'
rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
