/*
 * The build to test is the build that ships (ADR 0053): `deploy/verify-image --export-build .next`
 * copies the image's Next build out and marks it with the git tree it was built from. The next
 * `npm run build` takes it instead of building again when the checkout is clean and at that tree,
 * and only once: the marker goes when taken, as the servers the tests start may write to the
 * build's folder.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/** The tree of a clean checkout's HEAD; undefined with any change, or outside git. */
function cleanTree(): string | undefined {
  try {
    return git('status', '--porcelain') === '' ? git('rev-parse', 'HEAD^{tree}') : undefined
  } catch {
    return undefined
  }
}

/** Whether distDir holds the image's build of exactly this checkout; the marker is used up. */
export function takeExportedBuild(distDir: string): boolean {
  const marker = path.join(distDir, 'BUILT_FROM')
  if (!existsSync(marker)) return false
  const builtFrom = readFileSync(marker, 'utf8').trim()
  rmSync(marker)
  return builtFrom !== '' && builtFrom === cleanTree()
}
