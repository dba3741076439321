import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { sameOrigin, uniqueName } from './admin-helpers'
import { expect, test } from './fixtures'
import { expectTouchTargets, sidewaysOverflow } from './phone-checks'
import { staffApi } from './inventory-fixtures'
import { leadWithMessage, postQuote, type Lead } from './lead-fixtures'

/*
 * A lead's own address, /admin/leads/{id}, the link the owner's e-mail carries: signed out, it
 * asks for sign-in and then opens that lead, on a 390 px phone, with staff named by first name.
 */
const phone = { width: 390, height: 844 }

async function expectUsableOnPhone(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
}

test.describe("a lead's own address", () => {
  let admin: APIRequestContext
  let lead: Lead
  let staff: { id: number; email: string; password: string; firstName: string }

  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await staffApi(playwright, baseURL ?? '')
    const firstName = `Robin${Math.floor(Math.random() * 1e6)}`
    const account = {
      email: `${firstName.toLowerCase()}@example.com`,
      password: 'a-staff-password-2026',
      firstName,
    }
    const created = await admin.post('/cms/api/users', {
      headers: sameOrigin,
      data: { ...account, role: 'staff' },
    })
    expect(created.status(), await created.text()).toBe(201)
    staff = { ...account, id: ((await created.json()) as { doc: { id: number } }).doc.id }

    const message = uniqueName('Lead address')
    expect(
      await postQuote({ name: uniqueName('Shopper'), email: 'shopper@example.com', message }),
    ).toBe(201)
    await expect
      .poll(async () => (await leadWithMessage(admin, message)).notification)
      .not.toBe('pending')
    lead = await leadWithMessage(admin, message)
  })

  test.afterAll(async () => {
    if (lead) await admin.delete(`/cms/api/quote-requests/${lead.id}`, { headers: sameOrigin })
    if (staff) await admin.delete(`/cms/api/users/${staff.id}`, { headers: sameOrigin })
    await admin.dispose()
  })

  test('signed out, it asks for sign-in, then opens that lead with its first names (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(`/admin/leads/${lead.id}`)
    await expect(page.getByText('Please sign in to access inventory management')).toBeVisible()
    await page.getByRole('button', { name: 'Sign In' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByLabel('E-mail').fill(staff.email)
    await dialog.getByLabel('Password').fill(staff.password)
    await dialog.getByLabel('Password').press('Enter')

    const card = page.getByRole('article', { name: lead.name })
    await expect(card.getByRole('heading', { name: lead.name })).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}$`))
    await expect(page.getByText(`Welcome, ${staff.firstName}`)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Leads/ })).toHaveAttribute('aria-current', 'page')
    // The list below does not show the opened lead twice.
    await expect(page.getByRole('article', { name: lead.name })).toHaveCount(1)
    // From the lead's name, the keyboard goes on to its first control.
    await page.keyboard.press('Tab')
    await expect(card.getByRole('link', { name: 'shopper@example.com' })).toBeFocused()

    await card.getByRole('button', { name: 'Assign to me' }).click()
    await expect(card.getByText(`Owner: ${staff.firstName}`)).toBeVisible()
    // The timeline is open on the lead a link opened, and names people by first name.
    await expect(
      card.getByText(`by ${staff.firstName}: Assigned to ${staff.firstName}`),
    ).toBeVisible()
    await expect(card.getByLabel('Owner')).toHaveValue(String(staff.id))

    const table = page.getByRole('table', { name: /Response times by person/ })
    const row = table.getByRole('row', { name: new RegExp(`^${staff.firstName}\\b`) })
    await expect(row.getByRole('cell')).toHaveText(['1', 'none yet', '0%', '0%'])
    await expectTouchTargets(card, 'a, button, select', phone.width)
    await expectUsableOnPhone(page)
  })

  test('a lead that does not exist, or an address that names none, says so plainly', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.request.post('/cms/api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    const missing = await page.goto('/admin/leads/999999999')
    expect(missing?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeFocused()
    await expect(page.getByText('There is no lead number 999999999')).toBeVisible()
    await expectUsableOnPhone(page)

    await page.goto('/admin/leads/not-a-number')
    await expect(page.getByText('This link does not name a lead.')).toBeVisible()
    await page.goto('/admin/leads')
    await expect(page).toHaveURL(/\/admin\?tab=leads$/)
  })
})
