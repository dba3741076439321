import { describe, expect, it } from 'vitest'

import { runAlerts } from '@/server/alerts/run'

import { createUnit, nextAddress, run } from './helpers/alerts-fixtures'
import { payload } from './helpers/requests'

/*
 * The daily run on an instance without SMTP settings, where Payload's console adapter would
 * "send" by printing: it must not mark a change as told, or the shopper never hears of it from
 * the instances that can mail.
 */
describe('the daily alert run without a mail server', () => {
  it('does nothing and leaves every alert as it was', async () => {
    const client = await payload()
    const alert = await client.create({
      collection: 'alerts',
      data: {
        email: nextAddress(),
        kind: 'search',
        status: 'active',
        summary: `Trailers matching “${run}”`,
        watch: { q: run },
        knownUnits: [],
      },
      overrideAccess: true,
    })
    await createUnit()

    expect(await runAlerts(client, new Date())).toEqual({
      ran: false,
      subscribers: 0,
      mailed: 0,
      failed: 0,
    })
    const after = await client.findByID({
      collection: 'alerts',
      id: alert.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.knownUnits).toEqual([])
    expect(after.lastMailedAt ?? null).toBeNull()
  })
})
