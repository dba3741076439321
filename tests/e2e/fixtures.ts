import { test as base, expect, type Page } from '@playwright/test'

/* The tests' own admin account (tests/e2e/global-setup.ts), not the demo's. */
export const staffCredentials = {
  email: 'e2e-staff@example.com',
  password: 'end-to-end-staff-2026',
}

/** Signs the page's browser context in as the tests' staff user (Payload session cookie). */
export async function signInAsStaff(page: Page): Promise<void> {
  const response = await page.request.post('/cms/api/users/login', { data: staffCredentials })
  expect(response.ok()).toBe(true)
}

/* The tests' editor account (role editor), made by the tests' admin on first use. */
export const editorCredentials = {
  email: 'e2e-editor@example.com',
  password: 'end-to-end-editor-2026',
}

/**
 * Signs the page's browser context in as the tests' editor, first making the account as the
 * tests' admin if it is not there yet.
 */
export async function signInAsEditor(page: Page): Promise<void> {
  const asEditor = () => page.request.post('/cms/api/users/login', { data: editorCredentials })
  if ((await asEditor()).ok()) return
  await signInAsStaff(page)
  // Payload takes a cookie-signed write only with an allowed Origin (its CSRF check).
  const origin = new URL(base.info().project.use.baseURL ?? '').origin
  const made = await page.request.post('/cms/api/users', {
    data: { ...editorCredentials, firstName: 'Erin', role: 'editor' },
    headers: { Origin: origin },
  })
  expect(made.ok(), await made.text()).toBe(true)
  expect((await asEditor()).ok()).toBe(true)
}

/*
 * The public pages start their scripts only after the load event (src/server/front-door/pipeline/scripts.mjs),
 * where a navigation stops waiting: until then a tap is a plain link or form post. Waits until
 * Next's runtime has booted (it sets `window.next` and hydrates) or the page loads none.
 */
async function scriptsStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="text/x-after-load"]') &&
      ('next' in window || !document.querySelector('script[src^="/_next/"]')),
  )
}

/*
 * Every test fails on a console error or an uncaught page error: a page that logs errors is
 * broken even when it looks right. Tests that provoke errors on purpose list them in
 * `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, provide) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // A test's own navigations wait for the scripts too, as they did when the load event did.
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await navigate(...args)
            const options = args.find((argument) => typeof argument === 'object') as
              { waitUntil?: string } | undefined
            if ((options?.waitUntil ?? 'load') === 'load') await scriptsStarted(page)
            return response
          },
        })
      }
    }
    await provide(page)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

export { expect }
