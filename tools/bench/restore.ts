/*
 * Restore on a clock (ADR 0022): the benchmark's database (the demo data and its 1,000 extra units
 * with their images) is backed up with `npm run db:backup`, one unit's price is then changed and
 * its pages rendered with it, and `npm run db:restore` of that backup onto a fresh database is
 * timed. An app started on the restored database must list every unit with the price of the
 * backup: the restore empties the page cache, so the price changed afterwards must not be served.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { freePort } from '../../tests/support/child-server'
import { dropDatabase, ensureDatabase } from '../../scripts/embedded-postgres'
import type { Restore } from './results'

import { appEnv, outDir, root, startApp } from './app'
import type { StaffApi } from './staff-api'

type Unit = { id: number; price: number }

function npmRun(script: string, folder: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now()
  const child = spawn('npm', ['run', '--silent', script, '--', folder], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(Math.round(performance.now() - started))
        : reject(new Error(`npm run ${script} exited with ${code}`)),
    ),
  )
}

async function inventory(baseUrl: string): Promise<Unit[]> {
  const items = (await (await fetch(`${baseUrl}/api/inventory`)).json()) as Unit[]
  return items.map(({ id, price }) => ({ id, price: Number(price) }))
}

/* Until the list shows `unit` at `price` (the front door may hold the previous one a second). */
async function untilListed(baseUrl: string, { id, price }: Unit): Promise<void> {
  const deadline = Date.now() + 5_000
  while ((await inventory(baseUrl)).find((item) => item.id === id)?.price !== price) {
    if (Date.now() > deadline) throw new Error(`unit ${id} not listed at ${price} after an edit`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** `baseUrl` serves the benchmark database, which `api` (signed-in staff) edits. */
export async function runRestore(
  baseUrl: string,
  api: StaffApi,
  publicPort: number,
): Promise<Restore> {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  const folder = path.join(outDir, 'backup')
  rmSync(folder, { recursive: true, force: true })
  const env = appEnv(publicPort)
  const backupMs = await npmRun('db:backup', folder, env)
  const units = await inventory(baseUrl)
  const [unit] = units
  await api.patch(`/cms/api/inventory-items/${unit.id}`, { price: unit.price + 1 })
  // Rendered and cached with the price the backup does not have.
  await untilListed(baseUrl, { id: unit.id, price: unit.price + 1 })

  const restored = `${new URL(databaseUrl).pathname.slice(1)}_restored`
  await ensureDatabase(databaseUrl, restored)
  const restoredUrl = new URL(databaseUrl)
  restoredUrl.pathname = `/${restored}`
  try {
    const restoreMs = await npmRun('db:restore', folder, {
      ...env,
      DATABASE_URL: restoredUrl.toString(),
    })
    const app = await startApp(await freePort(), publicPort, {
      env: { DATABASE_URL: restoredUrl.toString() },
      log: 'server-restored.log',
    })
    try {
      const served = await inventory(app.baseUrl)
      const price = served.find((item) => item.id === unit.id)?.price
      if (served.length !== units.length || price !== unit.price) {
        throw new Error(
          `the restored site lists ${served.length} units (backup: ${units.length}) and unit ` +
            `${unit.id} at ${price} (backup: ${unit.price})`,
        )
      }
      return { units: served.length, backupMs, restoreMs }
    } finally {
      await app.stop()
    }
  } finally {
    await api.patch(`/cms/api/inventory-items/${unit.id}`, { price: unit.price })
    await dropDatabase(databaseUrl, restored).catch(() => {})
    rmSync(folder, { recursive: true, force: true })
  }
}
