/*
 * The deploy figures (ADR 0022): a rolling restart of two instances of the benchmark build behind the front
 * door under load (the procedure of tests/e2e/rolling-deploy.spec.ts), and the timed restore
 * (restore.ts).
 */
import path from 'node:path'

import { freePort } from '../../tests/support/child-server'
import { startFront } from '../../tests/support/nginx-front'
import { rollingRestart, type RollingTally } from '../../tests/support/rolling-restart'
import type { Deploys } from './results'

import { outDir, startApp, type App } from './app'

/* Measured on this machine before ADR 0022: 2 × 8 connections on `/` and `/inventory`. */
export const before: Deploys['before'] = { requests: 1_211_881, answered502: 308_245, failed: 60 }

/** Two instances of the build on the benchmark database, one after the other restarted. */
export async function runRollingRestart(): Promise<RollingTally> {
  const ports = [await freePort(), await freePort()]
  const front = await startFront(await freePort(), ports, path.join(outDir, 'nginx-rolling'))
  const apps: (App | undefined)[] = []
  // The instances' own address stands in for the public one: this front door is not measured.
  const start = async (slot: number) => {
    apps[slot] = await startApp(ports[slot], ports[slot], { log: `server-rolling-${slot}.log` })
  }
  try {
    await Promise.all([start(0), start(1)])
    return await rollingRestart(
      front.baseUrl,
      ['/', '/inventory', '/api/categories'],
      [0, 1].map((slot) => ({ stop: async () => apps[slot]?.stop(), start: () => start(slot) })),
    )
  } finally {
    await Promise.all(apps.map((app) => app?.stop()))
    await front.stop()
  }
}
