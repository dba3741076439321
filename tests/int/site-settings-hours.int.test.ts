import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { daysHint, timeHint } from '@/lib/opening-hours'
import type { SiteSetting, User } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/site'
import { responseClock } from '@/server/leads/desk'

import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'
import { refusal } from './helpers/validation-refusal'

/*
 * The opening hours of the site settings go through one parser (ADR 0023): text it cannot read is
 * refused when an editor saves it, through the Local API as an admin and through /cms/api, while
 * hours stored before that keep the lead clock running without their unreadable rows.
 */
let client: Payload
let admin: User
let adminHeaders: Headers
let before: SiteSetting

const hours = (rows: NonNullable<SiteSetting['hours']>) => ({ hours: rows })
const saveAsAdmin = (data: Partial<SiteSetting>) =>
  client.updateGlobal({ slug: 'site-settings', data, overrideAccess: false, user: admin })

beforeAll(async () => {
  client = await payload()
  adminHeaders = await signedInHeaders('admin')
  const me = await client.auth({ headers: adminHeaders })
  admin = me.user as User
  before = await client.findGlobal({ slug: 'site-settings', depth: 0 })
  await client.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed })
})

afterAll(async () => {
  await client.updateGlobal({ slug: 'site-settings', data: { hours: before.hours } })
})

describe('opening hours an editor saves', () => {
  it('are refused through the Local API, on the field at fault, saying what the parser reads', async () => {
    const errors = await refusal(
      saveAsAdmin(
        hours([
          { days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' },
          { days: 'Holidays', opens: '10 AM', closes: '2 PM' },
          { days: 'Sat', opens: '9', closes: '4:00 PM' },
        ]),
      ),
    )
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'hours.1.days',
        message: `'Holidays' is not a day or a range of days. ${daysHint}`,
      }),
      expect.objectContaining({ path: 'hours.2.opens', message: `'9' is not a time. ${timeHint}` }),
    ])
    const stored = await client.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(stored.hours?.map((row) => row.days)).toEqual(['Mon-Fri', 'Sat', 'Sun'])
  })

  it('are refused with 400 through /cms/api/globals/site-settings', async () => {
    const response = await cms(
      'POST',
      'globals/site-settings',
      new Headers(adminHeaders),
      hours([{ days: 'Mon-Fri', opens: '5 PM', closes: '9 AM' }]),
    )
    expect(response.status).toBe(400)
    const body = JSON.stringify(await response.json())
    expect(body).toContain('The closing time must be after the opening time')
  })

  it("are saved when readable: 'Sat & Sun', en dashes, 24-hour times and 'Closed'", async () => {
    const rows = [
      { days: 'Mon–Fri', opens: '9:30am', closes: '18:00' },
      { days: 'Sat & Sun', opens: '10 AM', closes: 'noon' },
      { days: 'Thu', opens: 'Closed', closes: null },
    ]
    const saved = await saveAsAdmin(hours(rows))
    expect(saved.hours?.map(({ days, opens, closes }) => ({ days, opens, closes }))).toEqual(rows)
    const clock = await responseClock(client)
    expect(clock.hours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: 570, closes: 1080 },
      { days: [6, 0], opens: 600, closes: 720 },
    ])
  })
})

describe('opening hours stored before they were validated', () => {
  it('keep the clock running on their readable rows, and a log line says which are not', async () => {
    // Straight to the database, as rows saved before the validation are; array rows need ids.
    await client.db.updateGlobal({
      slug: 'site-settings',
      data: hours([
        { id: 'legacy-hours-1', days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' },
        { id: 'legacy-hours-2', days: 'Sundays by appointment', opens: '10 AM', closes: '2 PM' },
      ]),
    })
    const warn = vi.spyOn(client.logger, 'warn')
    try {
      const clock = await responseClock(client)
      expect(clock.hours).toEqual([{ days: [1, 2, 3, 4, 5], opens: 480, closes: 1080 }])
      await responseClock(client)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0][0])).toContain(
        "row 2 ('Sundays by appointment'): 'Sundays by appointment' is not a day",
      )
    } finally {
      warn.mockRestore()
    }
  })
})
