import type { APIResponse } from '@playwright/test'

import { injectedScriptRuns, recordRefusedScripts, refusedScripts, scriptSources } from './csp'
import { expect, signInAsStaff, staffCredentials, test } from './fixtures'

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).toContain("script-src-attr 'none'")
  expect(scriptSources(headers['content-security-policy'])).not.toContain("'unsafe-inline'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  // Served over http here: HSTS would pin a host that has no certificate.
  expect(headers['strict-transport-security']).toBeUndefined()
}

test.describe('security headers', () => {
  test('a public page, an API route and the CMS carry the security headers', async ({
    request,
  }) => {
    for (const path of ['/', '/api/health', '/cms/login']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectSecurityHeaders(response)
    }
  })

  test('hashed build assets are cached immutably and public images for a week', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0]
    expect(asset, 'a script under /_next/static on the home page').toBeTruthy()
    const script = await request.get(asset!)
    expect(script.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/)

    const logo = await request.get('/brand/logo.svg')
    expect(logo.status()).toBe(200)
    expect(logo.headers()['cache-control']).toMatch(
      /^public, max-age=604800, stale-while-revalidate=/,
    )
  })

  test('uploaded media files are cached immutably', async ({ request }) => {
    // A bearer token: Payload refuses cookie sessions from clients that send no Origin.
    const login = await request.post('/cms/api/users/login', { data: staffCredentials })
    const { token } = (await login.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    // A 1x1 PNG: the smallest image the media collection accepts.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
      'base64',
    )
    const created = await request.post('/cms/api/media', {
      headers: auth,
      multipart: {
        file: { name: `headers-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
        // Every picture an editor can place needs its alt text (ADR 0037).
        _payload: JSON.stringify({ alt: 'A one-pixel test image' }),
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string } }
    try {
      const file = await request.get(doc.url)
      expect(file.status()).toBe(200)
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    } finally {
      await request.delete(`/cms/api/media/${doc.id}`, { headers: auth })
    }
    // Gone: a 404 that is not cached for a year like the file was.
    const gone = await request.get(doc.url)
    expect(gone.status()).toBe(404)
    expect(gone.headers()['cache-control']).not.toMatch(/immutable/)
  })

  test.describe('inline scripts', () => {
    // The refusal of the script injectedScriptRuns adds on purpose, read with refusedScripts; and
    // the prefetch of a unit that another test file left in the filtered list and then removed.
    test.use({ allowedConsoleErrors: [/Content Security Policy|status of 404/i] })

    test("Next's inline scripts run on the site, the staff panel and the CMS, no other inline script does", async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await recordRefusedScripts(page)
      await signInAsStaff(page)
      // A unit the list links to (the API also lists units that are not for sale, without a page).
      const list = await (await page.request.get('/inventory')).text()
      const unitPath = /href="(\/inventory\/\d+-[^"?]+)"/.exec(list)?.[1]
      expect(unitPath, 'a unit page linked from /inventory').toBeTruthy()
      const paths = ['/', unitPath!, '/inventory', '/inventory?axle=tandem', '/admin', '/cms']
      for (const path of paths) {
        const policy = (await page.request.get(path)).headers()['content-security-policy']
        expect(scriptSources(policy), path).not.toContain("'unsafe-inline'")
        expect(scriptSources(policy).join(' '), path).toContain("'sha256-")
        // The first view may render the page and the second comes from the cache; the browser
        // revalidates the reload (a 304 that keeps the policy stored with the page).
        for (const visit of ['first view', 'second view', 'reload']) {
          const response = visit === 'reload' ? await page.reload() : await page.goto(path)
          expect([200, 304], `${path} ${visit}`).toContain(response?.status())
          expect(await page.locator('script:not([src])').count(), path).toBeGreaterThan(0)
          expect(await refusedScripts(page), `${path} ${visit}`).toEqual([])
          expect(await injectedScriptRuns(page), `${path} ${visit}`).toBe(false)
        }
      }
      await page.goto('/cms/collections/inventory-items')
      await expect(page.getByRole('navigation').first()).toBeVisible()
      expect(await refusedScripts(page)).toEqual([])
    })

    test('a CMS page gets a nonce of its own on each answer, and no client names one (ADR 0062)', async ({
      request,
    }) => {
      const chosen = { 'Content-Security-Policy': "script-src 'nonce-chosen-by-client'" }
      const nonceOf = (answer: APIResponse) =>
        /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'])?.[1]
      const [first, second] = [
        await request.get('/cms/login', { headers: chosen }),
        await request.get('/cms/login'),
      ]
      const nonce = nonceOf(first)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(nonceOf(second)).not.toBe(nonce)
      // Next hands the nonce to its scripts (and React's): the page's own, not the client's.
      const html = await first.text()
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html).not.toContain('chosen-by-client')
      // A public page keeps hashes alone, whatever the client sent.
      const home = await request.get('/', { headers: chosen })
      expect(nonceOf(home)).toBeUndefined()
      expect(await home.text()).not.toContain('chosen-by-client')
    })
  })

  test.describe('injected markup', () => {
    // The injected image points nowhere on purpose: its error event is what a handler would use.
    // One pattern: Playwright reads a two-element array in test.use as [value, options].
    test.use({ allowedConsoleErrors: [/Content Security Policy|status of 404/i] })

    test('an inline event handler does not run on a public page', async ({ page }) => {
      await page.goto('/')
      const ran = await page.evaluate(async () => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="/no-such-image.png" onerror="window.injected = true">',
        )
        await new Promise((resolve) => setTimeout(resolve, 500))
        return (window as { injected?: boolean }).injected ?? false
      })
      expect(ran).toBe(false)
    })
  })

  test('the CMS login page and editor render under the policy and sign staff in', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/cms/login')
    await page.getByLabel(/email/i).fill(staffCredentials.email)
    await page.getByLabel(/password/i).fill(staffCredentials.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    // The rich-text editor is the heaviest client code in the admin.
    await page.goto('/cms/collections/tips')
    await page.locator('table tbody a').first().click()
    // The first cold render of the editor view takes several seconds on two busy cores.
    await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible({
      timeout: 30_000,
    })
    expect(violations).toEqual([])
  })
})
