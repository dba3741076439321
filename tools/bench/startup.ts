/*
 * The start-up figures (ADR 0009), taken on the .next-bench build before anything else has served it
 * (so every public page still renders on its first request): a new `node server.mjs` from spawn
 * to healthy, every public page's first and repeat view, the same process killed with SIGKILL and
 * started again, and an edit's way from one instance to another (coherence.ts).
 */
import type { FirstView, StageError, Startup, StartupBefore } from './results'

import { appEnv } from './app'
import { runCoherence } from './coherence'
import { freePort } from '../../tests/support/child-server'
import { findUnit, publicPaths, sitemapPaths } from './pages'
import { msUntilOk, spawnServer, stopServer, type ServerProcess } from './server-process'

/* Measured on this machine before the change; they cannot be measured again. */
export const before: StartupBefore = {
  freshCloneToFirstPageS: 88,
  killToServingS: 79,
  coherence: 'never (still stale after 60 s)',
}

async function view(origin: string, pathname: string): Promise<{ ms: number; cache: string }> {
  const started = performance.now()
  const response = await fetch(`${origin}${pathname}`)
  await response.arrayBuffer()
  const ms = Math.round(performance.now() - started)
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`)
  return { ms, cache: response.headers.get('x-nextjs-cache') ?? '' }
}

async function firstAndRepeat(
  origin: string,
  pathname: string,
  afterFirst = () => {},
): Promise<FirstView> {
  const first = await view(origin, pathname)
  afterFirst()
  const repeat = await view(origin, pathname)
  return {
    path: pathname,
    firstMs: first.ms,
    firstCache: first.cache,
    repeatMs: repeat.ms,
    repeatCache: repeat.cache,
  }
}

/*
 * The home page right after health answers (spawn to first page), then the unit page's address
 * from the public API, then the pages the rest of the benchmark measures, then every other page
 * the sitemap lists (every public page), one request at a time. The sitemap is read
 * only then, as its own reads would otherwise be cached for the pages measured before it.
 */
async function firstViews(server: ServerProcess, startup: Startup, errors: StageError[]) {
  const failed = (subject: string, error: unknown): undefined => {
    errors.push({ stage: 'Start-up first view', subject, message: String(error) })
  }
  const firstPageShown = () => {
    startup.startToFirstPageMs = Math.round(performance.now() - server.spawnedAt)
  }
  await firstAndRepeat(server.origin, '/', firstPageShown).then(
    (home) => startup.firstViews.push(home),
    (error) => failed('/', error),
  )
  const unit = await findUnit(server.origin).catch((error) => failed('/inventory/…', error))
  const paths = publicPaths(unit ? unit.path : '').filter((path) => path && path !== '/')
  const measure = (pathname: string) =>
    firstAndRepeat(server.origin, pathname).then(
      (page) => startup.firstViews.push(page),
      (error) => failed(pathname, error),
    )
  for (const pathname of paths) await measure(pathname)
  const listed = await sitemapPaths(server.origin).catch((error) => failed('/sitemap.xml', error))
  const measured = new Set(['/', ...paths])
  for (const pathname of listed ?? []) {
    if (!measured.has(pathname)) await measure(pathname)
  }
}

export async function runStartup(
  publicPort: number,
): Promise<{ startup: Startup; errors: StageError[] }> {
  const startup: Startup = { firstViews: [], coherence: [], before }
  const errors: StageError[] = []
  const failed = (subject: string, error: unknown) =>
    errors.push({ stage: 'Start-up', subject, message: String(error) })
  const port = await freePort()
  const env = appEnv(publicPort)

  let server = spawnServer(port, env, 'startup.log')
  try {
    startup.startToHealthMs = await msUntilOk(server, '/api/health')
    await firstViews(server, startup, errors)
    await stopServer(server, 'SIGKILL')
    server = spawnServer(port, env, 'restart.log')
    startup.restartToServingMs = await msUntilOk(server, '/')
  } catch (error) {
    failed(startup.startToHealthMs === undefined ? 'start-to-health' : 'restart-to-serving', error)
  } finally {
    await stopServer(server)
  }

  const coherence = await runCoherence(publicPort)
  startup.coherence = coherence.runs
  startup.coherenceSkipped = coherence.skipped
  errors.push(...coherence.errors)
  return { startup, errors }
}
