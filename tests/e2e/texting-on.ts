import type { APIRequestContext } from '@playwright/test'

import { freePort } from '../support/child-server'
import { startFakeTwilio } from '../support/fake-twilio'
import { sameOrigin } from './admin-helpers'
import { expect } from './fixtures'
import { startInstance } from './instances'

/** The number the dealer texts from in the specs that switch texting on. */
export const dealerNumber = '+12015550100'

const settingsPath = '/cms/api/globals/lead-settings'

/**
 * Saves the dealer's number in Lead settings, so an instance with a Twilio texts from it. With
 * `quietHoursOff` the automatic texts go at any hour, as the spec runs at any hour (int tests the
 * quiet hours with a set clock). Answers what puts the settings back as they were.
 */
export async function switchTextingOn(
  admin: APIRequestContext,
  { quietHoursOff }: { quietHoursOff: boolean },
): Promise<() => Promise<void>> {
  const before = ((await (await admin.get(settingsPath)).json()) as { texting?: object }).texting
  const quiet = quietHoursOff ? { quietStartHour: 0, quietEndHour: 0 } : {}
  const saved = await admin.post(settingsPath, {
    headers: sameOrigin,
    data: { texting: { ...before, number: dealerNumber, ...quiet } },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return async () => {
    await admin.post(settingsPath, { headers: sameOrigin, data: { texting: before } })
  }
}

/**
 * Texting switched on (switchTextingOn), a local fake gateway, and an instance of its own whose
 * Twilio it is. `stop` ends both and puts the settings back.
 */
export async function startTextingInstance(
  admin: APIRequestContext,
  options: { quietHoursOff: boolean },
) {
  const textingBack = await switchTextingOn(admin, options)
  const gateway = await startFakeTwilio()
  const instance = startInstance({ port: await freePort(), env: gateway.env })
  return {
    gateway,
    instance,
    async stop() {
      instance.stop()
      await instance.exited
      await gateway.close()
      await textingBack()
    },
  }
}
