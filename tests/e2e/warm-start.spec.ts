import pg from 'pg'

import { databaseUrl } from '../support/database-url'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp } from './instances'

/*
 * A new instance of the build is ready only once it has rendered a page (ADR 0030): its health
 * route says 'starting' until its warm-up render is done, and that render cached nothing, so the
 * first visitor of the home page still gets it rendered (MISS), and the next one from the cache.
 * Its cache is its own memory (Redis left out whatever the environment says): nothing the suite's
 * server cached is in it.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 61

test('an instance renders once before it is ready, and caches nothing doing so', async () => {
  test.setTimeout(120_000)
  const instance = startInstance({ port, env: { REDIS_URL: undefined } })
  try {
    const seen = new Set<string>()
    await expect
      .poll(
        async () => {
          const response = await fetch(`${instance.origin}/api/health`).catch(() => null)
          const status = response ? ((await response.json()) as { status: string }).status : 'down'
          seen.add(status)
          return status
        },
        { timeout: 90_000, intervals: [25] },
      )
      .toBe('ok')
    expect([...seen]).toContain('starting')

    const first = await fetch(`${instance.origin}/`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    const again = await fetch(`${instance.origin}/`)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
  } finally {
    instance.stop()
    await instance.exited
  }
})

/*
 * On an empty database the start's migrations take seconds; the warm-up render waits for them
 * instead of rendering into tables that do not exist yet (each retry used to log the page error
 * with its stack trace): one line says it waits, and the first start logs no stack trace.
 */
test('on an empty database the warm-up waits for the migrations, quietly', async () => {
  test.setTimeout(120_000)
  const database = `warm_start_${process.pid}`
  const server = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await server.connect()
  await server.query(`create database ${database}`)
  let log = ''
  const instance = startInstance({
    port,
    env: { DATABASE_URL: databaseUrl(process.env.DATABASE_URL!, database), REDIS_URL: undefined },
    onOutput: (text) => (log += text),
  })
  try {
    await waitUntilUp(instance, 'ready')
    expect(log).toContain('Migrated:')
    expect(log).not.toMatch(/^\s+at /m)
    expect(log).not.toContain('does not exist')
    expect(log.match(/\[start\] warm-up render waits for the migrations/g)).toHaveLength(1)
  } finally {
    instance.stop()
    await instance.exited
    await server.query(`drop database if exists ${database} with (force)`)
    await server.end()
  }
})
