import type { Locator, Page } from '@playwright/test'

import { dealerTimeZone } from '@/lib/leads/business-hours'

/*
 * A moment as Payload's date picker shows and reads it ('Nov 28, 2026 6:05 AM'), on the dealer's
 * clock: the drawer is preset to the dealer's time zone and reads a typed time in it, whatever the
 * browser's zone.
 */
function pickerTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: dealerTimeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`
}

/*
 * The browser on the dealer's clock, as the editors' are: Payload's picker refuses a typed day
 * before the browser's today, so a browser in another zone would clear a time that is today in
 * Edgewater.
 */
export const dealerClock = { timezoneId: dealerTimeZone }

/** Opens Payload's schedule drawer of the document open in the CMS (Publish's menu, then Schedule Publish). */
export async function openScheduleDrawer(page: Page): Promise<Locator> {
  const drawer = page.locator('.schedule-publish')
  if (!(await drawer.isVisible())) {
    await page.locator('div:has(> #action-save) .popup-button').click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
  }
  return drawer
}

/**
 * Schedules a publish of the document open in the CMS at `at`, through Payload's schedule drawer,
 * as an editor does; the drawer stays open.
 */
export async function schedulePublish(page: Page, at: Date): Promise<void> {
  const drawer = await openScheduleDrawer(page)
  const time = drawer.locator('#time input')
  await time.fill(pickerTime(at))
  await time.press('Enter')
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
}
