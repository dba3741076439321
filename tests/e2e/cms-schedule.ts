import type { Page } from '@playwright/test'

/* A moment as Payload's date picker shows and reads it ('Nov 28, 2026 6:05 AM'), browser time. */
function pickerTime(at: Date): string {
  const hour = at.getHours() % 12 || 12
  const minutes = String(at.getMinutes()).padStart(2, '0')
  const month = at.toLocaleString('en-US', { month: 'short' })
  const half = at.getHours() < 12 ? 'AM' : 'PM'
  return `${month} ${at.getDate()}, ${at.getFullYear()} ${hour}:${minutes} ${half}`
}

/**
 * Schedules a publish of the document open in the CMS at `at`, through Payload's schedule drawer
 * (Publish's menu, then Schedule Publish), as an editor does; the drawer stays open.
 */
export async function schedulePublish(page: Page, at: Date): Promise<void> {
  const drawer = page.locator('.schedule-publish')
  if (!(await drawer.isVisible())) {
    await page.locator('div:has(> #action-save) .popup-button').click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
  }
  const time = drawer.locator('#time input')
  await time.fill(pickerTime(at))
  await time.press('Enter')
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
}
