import { describe, expect, it } from 'vitest'

import { appUrl } from './helpers/app-url'

/*
 * The quick start's reservations (ADR 0063): without Stripe keys, outside production, the console
 * provider takes no money and the hold is made at once, so a developer sees the whole flow.
 */
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_WEBHOOK_SECRET

const { POST: reserve } = await import('@/app/api/reservations/route')
const { POST: webhook } = await import('@/app/api/reservations/webhook/route')
const { fromClient, payload } = await import('./helpers/requests')
const { createItem, ensureTestCategories, getItem } = await import('./helpers/inventory-fixtures')
const { leadJobsIdle } = await import('./helpers/lead-jobs')
const { pricingSeed } = await import('@/seed/site')

describe('reserving without Stripe keys (development)', () => {
  it('holds the unit at once, charging nothing, and refuses webhooks', async () => {
    await ensureTestCategories()
    await (await payload()).updateGlobal({ slug: 'pricing', data: pricingSeed })
    const unit = await createItem({ model_name: `Console reserve ${process.pid}` })
    const answer = await reserve(
      new Request(appUrl('/api/reservations'), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...fromClient('10.54.0.1'),
        },
        body: new URLSearchParams({
          unit: String(unit.id),
          name: 'Dev Shopper',
          email: 'dev-shopper@example.com',
          accept: 'yes',
        }),
      }),
      {},
    )
    expect(answer.status).toBe(303)
    expect(new URL(answer.headers.get('location')!).pathname).toMatch(/\/reserve\/done$/)
    const { docs } = await (
      await payload()
    ).find({
      collection: 'reservations',
      where: { unit: { equals: unit.id } },
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ state: 'held', provider: 'console' })
    expect((await (await getItem(unit.id)).json()).on_hold_until).toBe(docs[0]!.heldUntil)

    const forged = await webhook(
      new Request(appUrl('/api/reservations/webhook'), { method: 'POST', body: '{}' }),
      {},
    )
    expect(forged.status).toBe(403)
    await leadJobsIdle()
  })
})
