import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, APIResponse } from '@playwright/test'

import { freePort } from '../support/child-server'
import { expect, staffCredentials, test } from './fixtures'
import { startInstance, type Instance } from './instances'
import { staffApi } from './inventory-fixtures'

/*
 * Odd input the built server once answered with a 5xx (and an empty or HTML body): an address
 * that is not valid UTF-8 once percent-decoded, a Payload collection without a REST API, filter
 * values PostgreSQL cannot take, a JSON value of the wrong type for a Payload auth field.
 */
let staff: APIRequestContext

const errorOf = async (response: APIResponse) => {
  expect(response.headers()['content-type']).toContain('application/json')
  return ((await response.json()) as { error?: unknown }).error
}

async function expectJsonRefusal(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status)
  expect(typeof (await errorOf(response))).toBe('string')
}

test.beforeAll(async ({ playwright }, testInfo) => {
  staff = await staffApi(playwright, String(testInfo.project.use.baseURL))
})

test.afterAll(async () => {
  await staff.dispose()
})

// A lone UTF-16 surrogate: well-formed percent-encoding of bytes that are not UTF-8.
const notUtf8 = '%ED%A0%80'

test('a page address that is not UTF-8 answers the 404 document', async ({ request }) => {
  for (const section of ['inventory', 'tips', 'trailers']) {
    const response = await request.get(`/${section}/${notUtf8}`)
    expect(response.status(), section).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain('Page Not Found')
    // The document's inline scripts are allowed by their hashes, as on any page.
    expect(response.headers()['content-security-policy']).toContain("'sha256-")
  }
})

test('an API address that is not UTF-8 answers 400 JSON', async ({ request }) => {
  for (const path of [`/api/${notUtf8}`, `/api/inventory/${notUtf8}`, `/cms/api/${notUtf8}`]) {
    await expectJsonRefusal(await request.get(path), 400)
  }
})

test('Payload collections without a REST API answer 404 JSON, not 501', async ({ request }) => {
  await expectJsonRefusal(await request.get('/cms/api/payload-migrations'), 404)
  await expectJsonRefusal(await staff.get('/cms/api/payload-migrations'), 404)
  await expectJsonRefusal(await staff.get('/cms/api/payload-migrations/1'), 404)
})

test('lead filters PostgreSQL cannot take answer 400', async () => {
  for (const query of ['owner=2147483648', 'q=%00', 'q=a%00b']) {
    await expectJsonRefusal(await staff.get(`/api/leads?${query}`), 400)
    await expectJsonRefusal(await staff.get(`/api/leads/export.csv?${query}`), 400)
  }
  expect((await staff.get('/api/leads?owner=2147483647&q=nobody')).status()).toBe(200)
})

test('an e-mail address that is not text answers 400 on the users API', async ({ request }) => {
  const login = await request.post('/cms/api/users/login', { data: staffCredentials })
  const { user } = (await login.json()) as { user: { id: number } }
  await expectJsonRefusal(
    await staff.patch(`/cms/api/users/${user.id}`, { data: { email: true } }),
    400,
  )
  await expectJsonRefusal(
    await staff.post('/cms/api/users', {
      data: { email: 42, password: 'a-long-enough-pass-2026' },
    }),
    400,
  )
  await expectJsonRefusal(
    await request.post('/cms/api/users/unlock', { data: { email: ['x'] } }),
    400,
  )
  await expectJsonRefusal(
    await request.post('/cms/api/users/forgot-password', { data: { email: true } }),
    400,
  )
  // Unchanged: the account still signs in with its address.
  expect((await request.post('/cms/api/users/login', { data: staffCredentials })).ok()).toBe(true)
})

/*
 * With PostgreSQL unreachable, Payload's REST API answers as /api/* does: 503 with Retry-After and
 * a JSON reason. The instance runs from a copy of the build without its caches (as in
 * start-during-outage.spec.ts), on a port where no database listens.
 */
test.describe('/cms/api while PostgreSQL is unreachable', () => {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const releaseCopy = `${distDir}-cms-outage-${process.pid}`
  let app: Instance | undefined

  test.beforeAll(async () => {
    cpSync(distDir, releaseCopy, {
      recursive: true,
      filter: (source) =>
        ![path.join(distDir, 'cache'), path.join(distDir, 'server', 'route-cache')].some((cache) =>
          source.startsWith(cache),
        ),
    })
    app = startInstance({
      port: await freePort(),
      env: {
        NEXT_DIST_DIR: releaseCopy,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/venture`,
        REDIS_URL: '',
      },
    })
    await expect
      .poll(
        () =>
          fetch(`${app!.origin}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(503)
  })

  test.afterAll(() => {
    app?.stop()
    rmSync(releaseCopy, { recursive: true, force: true })
  })

  test('sign-in and collection reads answer 503 JSON with Retry-After', async () => {
    test.setTimeout(90_000)
    const answers = [
      await fetch(`${app!.origin}/cms/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(staffCredentials),
      }),
      await fetch(`${app!.origin}/cms/api/inventory-items`),
      await fetch(`${app!.origin}/cms/api/globals/site-settings`),
      await fetch(`${app!.origin}/api/inventory`),
    ]
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(503)
      expect(answer.headers.get('retry-after'), answer.url).toMatch(/^\d+$/)
      const body = (await answer.json()) as { error?: unknown }
      expect(typeof body.error, answer.url).toBe('string')
    }
  })
})
