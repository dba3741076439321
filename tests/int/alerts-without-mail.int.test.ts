import { describe, expect, it } from 'vitest'

/*
 * The daily run on an instance without SMTP settings, where Payload's console adapter would
 * "send" by printing: it must not mark a change as told, or the shopper never hears of it from
 * the instances that can mail. Whatever the environment says, this file has no mail server.
 */
delete process.env.SMTP_HOST

const { dealerClock } = await import('@/lib/alerts/schedule')
const { runAlerts } = await import('@/server/alerts/run')
const { queueDueAlertRun } = await import('@/server/alerts/task')
const { createUnit, nextAddress, run } = await import('./helpers/alerts-fixtures')
const { payload } = await import('./helpers/requests')

const alert = async (status: 'active' | 'pending') =>
  (await payload()).create({
    collection: 'alerts',
    data: {
      email: nextAddress(),
      kind: 'search',
      status,
      summary: `Trailers matching “${run}”`,
      watch: { q: run },
      knownUnits: [],
    },
    overrideAccess: true,
  })

const eightDaysOn = () => new Date(Date.now() + 8 * 24 * 60 * 60_000)

describe('the daily alert run without a mail server', () => {
  it('tells nothing and leaves every active alert as it was', async () => {
    const client = await payload()
    const active = await alert('active')
    await createUnit()

    expect(await runAlerts(client, new Date())).toEqual({
      ran: false,
      notRun: 'no mail server',
      subscribers: 0,
      mailed: 0,
      failed: 0,
    })
    const after = await client.findByID({
      collection: 'alerts',
      id: active.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.knownUnits).toEqual([])
    expect(after.lastMailedAt ?? null).toBeNull()
  })

  it('still forgets sign-ups left unconfirmed for 7 days', async () => {
    const client = await payload()
    const unconfirmed = await alert('pending')
    await runAlerts(client, eightDaysOn())
    const left = await client.find({
      collection: 'alerts',
      where: { id: { equals: unconfirmed.id } },
      overrideAccess: true,
    })
    expect(left.docs).toEqual([])
  })

  it('queues no daily run: one that can mail takes it', async () => {
    // Midday in Maryland, past the default alert hour whatever time the suite runs.
    const at = eightDaysOn()
    at.setUTCHours(17, 0, 0, 0)
    expect(await queueDueAlertRun(await payload(), at)).toBe(false)
    const runs = await (
      await payload()
    ).count({
      collection: 'alert-runs',
      where: { day: { equals: dealerClock(at).day } },
      overrideAccess: true,
    })
    expect(runs.totalDocs).toBe(0)
  })
})
