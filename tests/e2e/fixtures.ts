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

/*
 * Every test fails on a console error or an uncaught page error: a page that logs errors is
 * broken even when it looks right. Tests that provoke errors on purpose list them in
 * `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, provide) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await provide(page)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

export { expect }
