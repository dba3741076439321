import type { Locator } from '@playwright/test'

import { dealerTimeZone } from '@/lib/leads/business-hours'

import { dealerClock, openScheduleDrawer } from './cms-schedule'
import { expect, signInAsEditor, test } from './fixtures'

/*
 * A date and time an editor types into Payload's schedule drawer is kept as typed (issue 52 item
 * 4, ADR 0067), as an editor against the built server. Typed a key at a time, as people type:
 * Payload's picker read every keystroke and kept the last text that parsed, so '…9am' was kept
 * as midnight; and in a browser whose day is already the next, today in Edgewater was cleared.
 */

/** Types into the drawer's date field; its calendar stays open. */
async function type(drawer: Locator, text: string): Promise<void> {
  const time = drawer.locator('#time input')
  await time.click()
  await time.press('ControlOrMeta+a')
  await time.press('Backspace')
  await time.pressSequentially(text)
}

/** What the field shows once Enter has closed its calendar. */
async function typeAndEnter(drawer: Locator, text: string): Promise<string> {
  await type(drawer, text)
  await drawer.locator('#time input').press('Enter')
  return drawer.locator('#time input').inputValue()
}

async function saveAndRemove(drawer: Locator, listed: RegExp): Promise<void> {
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  // Other tests may have left schedules of their own: this one is the one at this time.
  const scheduled = drawer
    .locator('.schedule-publish__upcoming tbody tr')
    .filter({ hasText: listed })
  await expect(scheduled).toHaveCount(1)
  try {
    await expect(scheduled).toContainText('Eastern time (Edgewater, MD)')
  } finally {
    await scheduled.locator('.schedule-publish__delete').click()
    await expect(scheduled).toHaveCount(0)
  }
}

test.describe('on the dealer clock', () => {
  test.use(dealerClock)

  test('a date and time typed the ways people write them is kept as typed, and scheduled', async ({
    page,
  }) => {
    const year = new Date().getUTCFullYear() + 1
    await signInAsEditor(page)
    await page.goto('/cms/globals/home')
    const drawer = await openScheduleDrawer(page)
    await expect(drawer.locator('#time input')).toHaveAttribute(
      'placeholder',
      'e.g. Dec 5, 2026 9:00 AM',
    )
    const shown = `Dec 24, ${year} 9:00 AM`
    for (const typed of [
      shown,
      `Dec 24 ${year} 9am`,
      `12/24/${year} 9 AM`,
      `12/24/${year} 09:00`,
      `December 24, ${year} 9:00 a.m.`,
      `${year}-12-24 9:00`,
    ]) {
      expect(await typeAndEnter(drawer, typed), typed).toBe(shown)
    }
    // Save is clicked with the calendar still open, on January's first row of days (December's
    // last, which can be picked): the calendar must not cover it.
    await type(drawer, `1/4/${year + 1} 2:15 PM`)
    await saveAndRemove(drawer, new RegExp(`January 4th ${year + 1}, 2:15 PM`))
  })
})

test.describe('on a phone whose day is already the next', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati', viewport: { width: 390, height: 844 } })

  test("today on the dealer's clock is taken, and Save is not under the calendar", async ({
    page,
  }) => {
    await signInAsEditor(page)
    await page.goto('/cms/globals/home')
    const drawer = await openScheduleDrawer(page)
    // A moment from now on at which Edgewater is between 6 AM and 11 PM, so Kiritimati (UTC+14)
    // is already on the next day, winter or summer.
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: dealerTimeZone,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date()),
    )
    const wait = hour >= 23 ? 30 - hour : hour < 6 ? 6 - hour : 0
    const at = new Date(Date.now() + wait * 60 * 60_000)
    await page.clock.setFixedTime(at)
    const dealer = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: dealerTimeZone, ...options }).format(at)
    const day = dealer({ month: 'short', day: 'numeric', year: 'numeric' })

    expect(await typeAndEnter(drawer, `${day} 11:30 PM`)).toBe(`${day} 11:30 PM`)
    await type(drawer, `${day} 11:30 PM`)
    await saveAndRemove(
      drawer,
      new RegExp(
        `${dealer({ month: 'long' })} ${dealer({ day: 'numeric' })}(st|nd|rd|th) ${dealer({ year: 'numeric' })}, 11:30 PM`,
      ),
    )
  })
})
