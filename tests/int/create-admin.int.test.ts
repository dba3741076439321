import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { DEMO_PASSWORD, demoPasswordRefused } from '@/lib/auth/demo-password'
import { passwordTooCommon, passwordTooShort } from '@/lib/auth/password-policy'

import { runScript, ownDatabase } from './helpers/seed-helpers'

/*
 * How admins come to exist (Payload's first-user screen, `npm run create-admin`) and the password
 * production refuses. In a database of its own: the first-user screen needs one without accounts.
 */
const database = await ownDatabase('accounts')
const { payload } = await import('./helpers/requests')
const { migrations } = await import('../../migrations')
const { address, callAuth, login, newClient } = await import('./helpers/auth-calls')

let client: Payload

const account = async (email: string) =>
  (await client.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]

beforeAll(async () => {
  client = await payload()
  await client.db.migrate({ migrations: migrations as unknown as Migration[] })
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await database.drop(client?.db.pool)
})

describe('the first account', () => {
  it('needs a password of 12 characters or more that is not a common one, on the first-user screen', async () => {
    const email = address('first-weak')
    for (const [password, message] of [
      ['short-pass1', passwordTooShort],
      ['Password2026!', passwordTooCommon],
    ]) {
      const response = await callAuth('first-register', { email, password }, newClient())
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(message)
    }
    expect((await client.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('is an admin when registered on the first-user screen, whatever role the form sent', async () => {
    expect((await client.count({ collection: 'users' })).totalDocs).toBe(0)
    const email = address('first')
    const response = await callAuth(
      'first-register',
      { email, password: 'a-long-first-password', role: 'staff' },
      newClient(),
    )
    expect(response.status).toBe(200)
    expect(await account(email)).toMatchObject({ role: 'admin' })
  })

  it('is the only one promoted: later accounts get the role asked for', async () => {
    const email = address('later-staff')
    await client.create({
      collection: 'users',
      data: { email, password: 'a-long-test-password', role: 'staff' },
    })
    expect(await account(email)).toMatchObject({ role: 'staff' })
  })
})

describe('npm run create-admin', () => {
  it('creates an admin with the password from ADMIN_PASSWORD or from standard input', async () => {
    const [fromEnv, fromStdin] = await Promise.all([
      runScript('create-admin', ['--email', address('admin-env')], {
        env: { ADMIN_PASSWORD: 'a-long-env-password' },
      }),
      runScript('create-admin', ['--email', address('admin-stdin')], {
        input: 'a-long-piped-password\n',
      }),
    ])
    expect(fromEnv.status, fromEnv.stderr).toBe(0)
    expect(fromStdin.status, fromStdin.stderr).toBe(0)
    expect(await account(address('admin-env'))).toMatchObject({ role: 'admin' })
    expect(await account(address('admin-stdin'))).toMatchObject({ role: 'admin' })
    const { user } = await client.login({
      collection: 'users',
      data: { email: address('admin-stdin'), password: 'a-long-piped-password' },
    })
    expect(user?.email).toBe(address('admin-stdin'))
  })

  it('refuses a short or common password with the reason', async () => {
    const [short, common] = await Promise.all([
      runScript('create-admin', ['--email', address('admin-short')], {
        env: { ADMIN_PASSWORD: 'eleven-char' },
      }),
      runScript('create-admin', ['--email', address('admin-common')], {
        input: 'qwerty123456\n',
      }),
    ])
    expect(short.status).toBe(1)
    expect(short.stderr).toContain(passwordTooShort)
    expect(common.status).toBe(1)
    expect(common.stderr).toContain(passwordTooCommon)
    expect(await account(address('admin-short'))).toBeUndefined()
  })

  it('refuses an e-mail that has an account, and the demo password in production', async () => {
    const before = (await client.count({ collection: 'users' })).totalDocs
    const [existing, demo] = await Promise.all([
      runScript('create-admin', ['--email', address('admin-env')], {
        input: 'another-long-password\n',
      }),
      runScript('create-admin', ['--email', address('admin-demo')], {
        env: { ADMIN_PASSWORD: DEMO_PASSWORD, NODE_ENV: 'production' },
      }),
    ])
    expect(existing.status).toBe(1)
    expect(existing.stderr).toContain(`${address('admin-env')} already exists`)
    expect(demo.status).toBe(1)
    expect(demo.stderr).toContain(demoPasswordRefused)
    expect((await client.count({ collection: 'users' })).totalDocs).toBe(before)
  })
})

describe('the demo password in production', () => {
  it('is refused when an account is created or its password is set', async () => {
    const email = address('demo-holder')
    const holder = await client.create({
      collection: 'users',
      data: { email, password: 'a-long-test-password', role: 'staff' },
    })
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const refusal = { data: { errors: [{ path: 'password', message: demoPasswordRefused }] } }
      await expect(
        client.create({
          collection: 'users',
          data: { email: address('demo-new'), password: DEMO_PASSWORD, role: 'staff' },
        }),
      ).rejects.toMatchObject(refusal)
      await expect(
        client.update({ collection: 'users', id: holder.id, data: { password: DEMO_PASSWORD } }),
      ).rejects.toMatchObject(refusal)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(await account(address('demo-new'))).toBeUndefined()
  })

  it('signs nobody in: /cms/api/users/login answers it like a wrong password', async () => {
    // An account that got the demo password before production refused it (a restored demo).
    const email = address('demo-signin')
    await client.create({
      collection: 'users',
      data: { email, password: DEMO_PASSWORD, role: 'admin' },
    })
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200)

    vi.stubEnv('NODE_ENV', 'production')
    try {
      const demo = await login(email, DEMO_PASSWORD)
      const wrong = await login(email, 'not-the-password')
      expect(demo.status).toBe(401)
      expect(demo.body).toBe(wrong.body)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
