import { spawn, type ChildProcess } from 'node:child_process'

import { getCookieSuffix } from '@clerk/shared/keys'
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { exportSPKI, generateKeyPair, SignJWT } from 'jose'

import { expect, signInAsStaff, test } from './fixtures'

/*
 * The Clerk path end to end, offline: a second instance of the same production build started
 * with Clerk configured (a live-style publishable key avoids the development handshake, and
 * CLERK_JWT_KEY makes verification networkless), driven with locally minted session tokens.
 */
const port = Number(process.env.E2E_CLERK_PORT ?? 3199)
const origin = `http://127.0.0.1:${port}`
const publishableKey = `pk_live_${Buffer.from('clerk.example.com$').toString('base64')}`

let server: ChildProcess
let api: APIRequestContext
let mint: (sub: string, options?: { expiresIn?: number; azp?: string }) => Promise<string>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  mint = async (sub, { expiresIn = 120, azp = origin } = {}) => {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ sid: 'sess_e2e', azp })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_e2e' })
      .setSubject(sub)
      .setIssuer('https://clerk.example.com')
      .setIssuedAt(now - 5)
      .setNotBefore(now - 5)
      .setExpirationTime(now + expiresIn)
      .sign(privateKey)
  }

  // A staff account linked to the Clerk user id the tokens carry, created by the seeded admin.
  const page = await browser.newPage()
  await signInAsStaff(page)
  const created = await page.request.post('/cms/api/users', {
    data: {
      email: `clerk-e2e-${Date.now()}@test.local`,
      password: 'clerk-e2e-password',
      role: 'staff',
      firstName: 'Casey',
      clerkUserId: 'user_e2e_staff',
    },
  })
  expect(created.ok()).toBe(true)
  await page.close()

  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_PUBLIC_SITE_URL: origin,
      CLERK_PUBLISHABLE_KEY: publishableKey,
      CLERK_SECRET_KEY: 'sk_live_offline_e2e',
      CLERK_JWT_KEY: await exportSPKI(publicKey),
    },
    stdio: 'ignore',
  })
  api = await playwrightRequest.newContext({ baseURL: origin })
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.kill('SIGTERM')
})

test('a Clerk session of a staff account opens the staff panel', async () => {
  const token = await mint('user_e2e_staff')
  const suffix = await getCookieSuffix(publishableKey)
  const iat = Math.floor(Date.now() / 1000) - 5
  const response = await api.get('/admin', {
    headers: { Cookie: `__session_${suffix}=${token}; __client_uat_${suffix}=${iat}` },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Trailer Inventory Management')
  expect(html).toContain('Casey')
})

test('Clerk bearer tokens: staff may write, unknown users are refused, expired tokens are anonymous', async () => {
  const categories = (await (await api.get('/api/categories')).json()) as { id: number }[]
  const body = {
    model_name: 'Clerk E2E Trailer',
    category_id: categories[0].id,
    type: 'Bunk',
    material: 'Aluminum',
    axle_configuration: 'Single',
    capacity_pounds: 1500,
    length_feet: 16,
    beam_width_inches: 80,
    price: 1999,
    stock_quantity: 1,
    image_url: null,
    image_urls: [],
    description: 'Created through a Clerk session',
    boat_length: null,
    notes: null,
    features: [],
    specifications: {},
  }
  const post = async (token: string) =>
    api.post('/api/inventory', { data: body, headers: { Authorization: `Bearer ${token}` } })

  expect((await post(await mint('user_nobody'))).status()).toBe(403)
  expect((await post(await mint('user_e2e_staff', { expiresIn: -300 }))).status()).toBe(401)
  expect(
    (await post(await mint('user_e2e_staff', { azp: 'https://other.example' }))).status(),
  ).toBe(401)

  const created = await post(await mint('user_e2e_staff'))
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const removed = await api.delete(`/api/inventory/${id}`, {
    headers: { Authorization: `Bearer ${await mint('user_e2e_staff')}` },
  })
  expect(removed.ok()).toBe(true)
})
