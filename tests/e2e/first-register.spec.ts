import pg from 'pg'

import { freePort } from '../support/child-server'
import { databaseUrl } from '../support/database-url'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * On a database without accounts, Payload's first-user screen makes whoever submits it an admin,
 * and health already says ok. A production instance takes that submission only from the server
 * itself (docs/deployment.md, "The first admin"). Against an instance of its own on an empty database of its
 * own, behind one trusted proxy, so X-Forwarded-For names the client it tests from.
 */
const database = `first_register_${process.pid}`
const remoteClient = { 'x-forwarded-for': '203.0.113.7' }
const account = { email: 'first-admin@example.com', password: 'first-admin-password-2026' }
let instance: Instance
let server: pg.Client

const ownDatabaseUrl = (name: string) => databaseUrl(process.env.DATABASE_URL!, name)

const countUsers = async () => {
  const client = new pg.Client({ connectionString: ownDatabaseUrl(database) })
  await client.connect()
  try {
    return Number((await client.query('select count(*) from users')).rows[0].count)
  } finally {
    await client.end()
  }
}

const firstRegister = (headers: Record<string, string>) =>
  fetch(`${instance.origin}/cms/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...account, 'confirm-password': account.password }),
  })

test.describe('the first-user screen in production', () => {
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    // A hook has the default 30 s unless told: the first start migrates an empty database.
    test.setTimeout(120_000)
    server = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await server.connect()
    await server.query(`create database ${database}`)
    instance = startInstance({
      port: await freePort(),
      env: {
        DATABASE_URL: ownDatabaseUrl(database),
        TRUSTED_PROXY_HOPS: '1',
        ALLOW_FIRST_REGISTER_FROM: '',
        REDIS_URL: '',
      },
    })
    await waitUntilUp(instance, 'ready')
  })

  test.afterAll(async () => {
    instance?.stop()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await server?.query(`drop database if exists ${database} with (force)`)
    await server?.end()
  })

  test('refuses a remote client with 403 JSON, and the screen says what to do', async ({
    browser,
  }) => {
    const refused = await firstRegister(remoteClient)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toMatch(/create-admin/)
    expect(await countUsers()).toBe(0)

    const context = await browser.newContext({ extraHTTPHeaders: remoteClient })
    const page = await context.newPage()
    await page.goto(`${instance.origin}/cms/create-first-user`)
    await page.getByRole('textbox', { name: /^Email/ }).fill(account.email)
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(account.password)
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill(account.password)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(page.getByText(/npm run create-admin/)).toBeVisible()
    await context.close()
    expect(await countUsers()).toBe(0)
  })

  test('takes the first account from the server itself', async () => {
    const created = await firstRegister({})
    expect(created.status).toBe(200)
    expect(await countUsers()).toBe(1)
  })
})
