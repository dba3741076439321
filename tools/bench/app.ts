/* The production app under test: built into its own dist dir and started on its own port. */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { exited, untilAnswering } from '../../tests/support/child-server'

export const root = path.resolve(import.meta.dirname, '../..')
export const outDir = path.join(root, 'bench/out')
const tsx = path.join(root, 'node_modules/.bin/tsx')

/* `pid`: the server process's, whose memory a stage may read. */
export type App = { baseUrl: string; pid: number; stop: () => Promise<void> }

/* `publicPort` is the front door's (nginx): the origin visitors and staff see. */
export function appEnv(publicPort: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_DIST_DIR: '.next-bench',
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${publicPort}`,
    // Visitors reach the app through the nginx front door.
    TRUSTED_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

export function buildApp(publicPort: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['tools/build/build.ts'], {
      cwd: root,
      // Source maps for the bundle report (bundle-report.ts): each chunk only gains a last line
      // naming its map.
      env: { ...appEnv(publicPort), BENCH_SOURCE_MAPS: '1' },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`)),
    )
  })
}

/**
 * Forgets every page and data read the last run's servers cached in the build folder (Next's
 * file-system cache), so that a reused build starts as cold as a deployed one.
 */
export function forgetRenderedPages(): void {
  for (const cache of ['server/route-cache', 'cache/fetch-cache']) {
    rmSync(path.join(root, '.next-bench', cache), { recursive: true, force: true })
  }
}

/**
 * Starts server.mjs and resolves once the home page answers 200; its log goes to bench/out/`log`.
 * `env` adds to or overrides the benchmark's environment (e.g. another database).
 */
export async function startApp(
  port: number,
  publicPort: number,
  { env = {}, log = 'server.log' }: { env?: Record<string, string>; log?: string } = {},
): Promise<App> {
  mkdirSync(outDir, { recursive: true })
  const logStream = createWriteStream(path.join(outDir, log))
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...appEnv(publicPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(logStream)
  child.stderr?.pipe(logStream)
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    child.kill('SIGTERM')
    await exited(child)
  }
  try {
    await untilAnswering(`${baseUrl}/`, child, 'server.mjs', 90_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, pid: child.pid!, stop }
}
