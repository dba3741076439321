import { sameOrigin } from './admin-helpers'
import { expect, signInAsStaff, staffCredentials, test } from './fixtures'

test.describe('staff sign-in at /admin', () => {
  // The wrong password is refused with a 401, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 401/] })

  test('signed out, /admin offers sign-in in an accessible modal and signs in', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible()
    await expect(page.getByText('Please sign in to access inventory management')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const open = page.getByRole('button', { name: 'Sign In' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expect(dialog.getByLabel('E-mail')).toBeFocused()
    // Focus stays inside: from the first control Shift+Tab wraps to the last, Tab wraps back.
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await dialog.getByLabel('E-mail').fill('nobody@example.com')
    await dialog.getByLabel('Password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog.getByRole('alert')).toContainText(/incorrect/i)

    await dialog.getByLabel('E-mail').fill(staffCredentials.email)
    await dialog.getByLabel('Password').fill(staffCredentials.password)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Trailer Inventory Management')).toBeVisible()
    await expect(page.getByText(`Welcome, ${staffCredentials.email}`)).toBeVisible()
  })

  test('sign-out returns to the home page, signed out', async ({ page }) => {
    await signInAsStaff(page)
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/admin')
    await expect(page.getByText('Please sign in to access inventory management')).toBeVisible()
  })

  test('a signed-in editor is told the account is not authorised', async ({ page, browser }) => {
    await signInAsStaff(page)
    const email = `editor-${Date.now()}@example.com`
    const password = 'an-editor-password-2026'
    const created = await page.request.post('/cms/api/users', {
      headers: sameOrigin,
      data: { email, password, role: 'editor' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const editor = await browser.newContext()
    try {
      const editorPage = await editor.newPage()
      const login = await editorPage.request.post('/cms/api/users/login', {
        data: { email, password },
      })
      expect(login.ok()).toBe(true)
      await editorPage.goto('/admin')
      await expect(editorPage.getByRole('heading', { name: 'Not authorised' })).toBeVisible()
      await expect(editorPage.getByText(`You are signed in as ${email}`)).toBeVisible()
      await expect(editorPage.getByRole('button', { name: 'Sign Out' })).toBeVisible()
      await expect(editorPage.getByRole('table')).toHaveCount(0)
    } finally {
      await editor.close()
      await page.request.delete(`/cms/api/users/${doc.id}`, { headers: sameOrigin })
    }
  })
})
