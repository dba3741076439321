import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '../support/child-server'
import { databaseUrl } from '../support/database-url'
import { redisReachable } from '../support/redis'
import { dealerClock, schedulePublish } from './cms-schedule'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'
import { forgetCachedPages, sharedCacheUrl } from './shared-cache'

/*
 * A publish scheduled in the CMS goes live on every instance within a minute of its time, with
 * nobody signed in (issue 37, ADR 0038/0039): two instances of one build, each from its own copy
 * as two containers would run it, sharing a database of their own and Redis. The jobs queue of
 * either runs the publish; the other's cached home page must change too. A database of their own:
 * the suite's server, which has no Redis, would otherwise take the job from the queue and purge
 * only its own cache.
 */
const database = `scheduled_publish_${process.pid}`
const redisUrl = sharedCacheUrl(3)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const copiedDistDir = `${distDir}-scheduled-${process.pid}`
const account = { email: 'scheduler@example.com', password: 'scheduled-publish-2026' }

const homeHtml = async (origin: string) => (await fetch(`${origin}/`)).text()

test.describe('a scheduled publish on two instances', () => {
  test.describe.configure({ timeout: 300_000 })
  const instances: Instance[] = []
  let server: pg.Client | undefined
  let reachable = false

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    reachable = await redisReachable(redisUrl)
    if (!reachable) return
    server = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await server.connect()
    await server.query(`create database ${database}`)
    cpSync(distDir, copiedDistDir, {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(distDir, 'cache')),
    })
    const env = {
      DATABASE_URL: databaseUrl(process.env.DATABASE_URL!, database),
      REDIS_URL: redisUrl,
    }
    instances.push(
      startInstance({ port: await freePort(), env }),
      startInstance({ port: await freePort(), env: { ...env, NEXT_DIST_DIR: copiedDistDir } }),
    )
    // Health is 200 once migrated; the first account comes from the server itself (loopback).
    await Promise.all(instances.map((instance) => waitUntilUp(instance, 'ready')))
    const [first] = instances
    const registered = await fetch(`${first.origin}/cms/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, 'confirm-password': account.password }),
    })
    expect(registered.status, await registered.text()).toBe(200)
  })

  test.afterAll(async () => {
    for (const instance of instances) instance.stop()
    await Promise.all(instances.map(({ exited }) => exited))
    rmSync(copiedDistDir, { recursive: true, force: true })
    await server?.query(`drop database if exists ${database} with (force)`)
    await server?.end()
    if (reachable) await forgetCachedPages(redisUrl, distDir)
  })

  test('a home headline scheduled in the drawer is live on both within a minute of its time', async ({
    browser,
  }) => {
    test.skip(!reachable, `Redis is not reachable at ${redisUrl}: no shared cache to test`)
    const [a, b] = instances
    const context = await browser.newContext({ baseURL: a.origin, ...dealerClock })
    const page = await context.newPage()
    const login = await page.request.post('/cms/api/users/login', { data: account })
    expect(login.ok()).toBe(true)
    const headline = `Spring promotion ${process.pid}`

    // Both serve the published page from their cache before the draft and the schedule.
    for (const { origin } of instances) {
      await homeHtml(origin)
      expect(await homeHtml(origin)).not.toContain(headline)
    }
    const draft = await page.request.post('/cms/api/globals/home?draft=true', {
      data: { hero: { headline } },
      headers: { Origin: a.origin },
    })
    expect(draft.ok(), await draft.text()).toBe(true)

    // The next whole minute but one: at least a minute ahead, as the drawer takes minutes.
    const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000)
    await page.goto('/cms/globals/home')
    await schedulePublish(page, at)
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()
    await context.close()
    for (const { origin } of instances) expect(await homeHtml(origin)).not.toContain(headline)

    // Live on both within a minute of its time, each read as a visitor would.
    const liveAfter = async (origin: string) => {
      await expect
        .poll(async () => (await homeHtml(origin)).includes(headline), {
          timeout: at.getTime() + 60_000 - Date.now(),
          intervals: [1_000],
        })
        .toBe(true)
      return Date.now() - at.getTime()
    }
    const [onA, onB] = await Promise.all([liveAfter(a.origin), liveAfter(b.origin)])
    console.log(`[scheduled-publish] live ${onA} ms after its time on A, ${onB} ms on B`)
  })
})
