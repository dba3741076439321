import { getCookieSuffix } from '@clerk/shared/keys'
import type { Page } from '@playwright/test'
import { decodeJwt, exportSPKI, generateKeyPair } from 'jose'

import { offlinePublishableKey as publishableKey, signClerkToken } from '../clerk-offline'

import { findItem, removeItem, sameOrigin, uniqueName } from './admin-helpers'
import { expect, test } from './fixtures'
import { leadWithMessage, postQuote } from './lead-fixtures'
import { createUnit, galleryUnit, staffApi } from './inventory-fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * The Clerk sign-in path against a second instance of the same build started with Clerk keys,
 * offline: a locally minted RS256 session token (verified with CLERK_JWT_KEY, no network) in
 * Clerk's session cookies stands for a signed-in Clerk user linked to a staff account.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 31
const clerkUserId = `user_e2e_${Date.now().toString(36)}`
const { privateKey, publicKey } = await generateKeyPair('RS256')

type Token = { sub?: string; azp?: string; expiresIn?: number }

const mint = (origin: string, { sub = clerkUserId, azp = origin, expiresIn = 600 }: Token) =>
  signClerkToken({ sub, azp, expiresIn, key: privateKey })

/** Gives the page the cookies of a signed-in Clerk session of the linked staff user. */
async function signInWithClerk(page: Page, origin: string): Promise<string> {
  const token = await mint(origin, {})
  const suffix = await getCookieSuffix(publishableKey)
  // Clerk asks for a handshake (a redirect to its servers) when the client's last update is
  // newer than the token: stamp both with the token's own issue time.
  const issuedAt = String(decodeJwt(token).iat)
  await page.context().addCookies(
    [
      [`__session_${suffix}`, token],
      [`__client_uat_${suffix}`, issuedAt],
    ].map(([name, value]) => ({ name, value, url: origin })),
  )
  await page.route(/clerk\.example\.com/, (route) => route.abort())
  return token
}

// clerk-js itself would come from Clerk's servers; offline it cannot load, which the page logs.
test.use({ allowedConsoleErrors: [/clerk|Failed to load resource/i] })

test.describe('staff signed in with Clerk', () => {
  test.describe.configure({ timeout: 120_000 })
  let instance: Instance
  let staffUserId: number | undefined

  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(120_000)
    instance = startInstance({
      port,
      bindAllInterfaces: true,
      env: {
        NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey,
        CLERK_SECRET_KEY: 'sk_live_offline_e2e',
        CLERK_JWT_KEY: await exportSPKI(publicKey),
      },
    })
    const admin = await staffApi(playwright, baseURL ?? '')
    const created = await admin.post('/cms/api/users', {
      data: {
        email: `${clerkUserId}@example.com`,
        password: `not-used-${clerkUserId}`,
        firstName: 'Clerky',
        role: 'staff',
        clerkUserId,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    staffUserId = ((await created.json()) as { doc: { id: number } }).doc.id
    await admin.dispose()
    await waitUntilUp(instance)
  })

  test.afterAll(async ({ playwright, baseURL }) => {
    instance?.stop()
    if (staffUserId === undefined) return
    const admin = await staffApi(playwright, baseURL ?? '')
    await admin.delete(`/cms/api/users/${staffUserId}`)
    await admin.dispose()
  })

  test('a Clerk session opens the panel and its stock edits are accepted', async ({
    page,
    playwright,
  }) => {
    const { origin } = instance
    const token = await signInWithClerk(page, origin)

    const api = await playwright.request.newContext({
      baseURL: origin,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    })
    const item = await createUnit(api, { ...galleryUnit, model_name: uniqueName('clerk') })
    try {
      await page.goto(`${origin}/admin`)
      await expect(page.getByText('Trailer Inventory Management')).toBeVisible()
      await expect(page.getByText('Welcome, Clerky')).toBeVisible()
      await page.getByPlaceholder('Search inventory...').fill(item.model_name)
      const stock = page.getByLabel(`Stock for ${item.model_name}`)
      await stock.fill('9')
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/inventory/${item.id}`) &&
          response.request().method() === 'PUT',
      )
      await stock.press('Enter')
      expect((await saved).status()).toBe(200)
      expect((await findItem(api, item.id))?.stock_quantity).toBe(9)
    } finally {
      await removeItem(api, item.id)
      await api.dispose()
    }
  })

  test("a lead's own address asks a signed-out visitor to sign in, and opens that lead for a Clerk session", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { origin } = instance
    const message = uniqueName('Clerk lead')
    expect(
      await postQuote({ name: uniqueName('Shopper'), email: 'shopper@example.com', message }),
    ).toBe(201)
    const admin = await staffApi(playwright, baseURL ?? '')
    // Its e-mail settles first: a lead deleted under its running job logs an error.
    await expect
      .poll(async () => (await leadWithMessage(admin, message)).notification)
      .not.toBe('pending')
    const lead = await leadWithMessage(admin, message)
    try {
      await page.route(/clerk\.example\.com/, (route) => route.abort())
      await page.goto(`${origin}/admin/leads/${lead.id}`)
      await expect(page.getByText('Please sign in to access inventory management')).toBeVisible()

      await signInWithClerk(page, origin)
      await page.goto(`${origin}/admin/leads/${lead.id}`)
      await expect(page.getByText('Welcome, Clerky')).toBeVisible()
      await expect(
        page.getByRole('article', { name: lead.name }).getByRole('heading', { name: lead.name }),
      ).toBeFocused()
    } finally {
      await admin.delete(`/cms/api/quote-requests/${lead.id}`, { headers: sameOrigin })
      await admin.dispose()
    }
  })

  test('expired, foreign-app and unlinked Clerk tokens get no access', async ({
    page,
    playwright,
  }) => {
    const { origin } = instance
    const tokens = {
      expired: await mint(origin, { expiresIn: -60 }),
      'another app': await mint(origin, { azp: 'https://other-app.example.com' }),
      unlinked: await mint(origin, { sub: 'user_nobody_here' }),
    }
    const expected = { expired: 401, 'another app': 401, unlinked: 403 }
    for (const [label, token] of Object.entries(tokens) as [keyof typeof tokens, string][]) {
      const api = await playwright.request.newContext({
        baseURL: origin,
        extraHTTPHeaders: { Authorization: `Bearer ${token}` },
      })
      const response = await api.post('/api/inventory', { data: galleryUnit })
      expect(response.status(), label).toBe(expected[label])
      expect(await response.json(), label).toHaveProperty('error')
      await api.dispose()
    }

    await page.route(/clerk\.example\.com/, (route) => route.abort())
    await page.context().addCookies([
      {
        name: `__session_${await getCookieSuffix(publishableKey)}`,
        value: tokens.expired,
        url: origin,
      },
    ])
    await page.goto(`${origin}/admin`)
    await expect(page.getByText('Please sign in to access inventory management')).toBeVisible()
  })
})
