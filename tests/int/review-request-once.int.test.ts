import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payload } from './helpers/requests'

/*
 * One review request per sale (ADR 0044): a unit flipped sold, available and sold again asks its
 * buyer once, and an address is asked at most once in the period Lead settings give.
 */
const { createItem, ensureTestCategories } = await import('./helpers/inventory-fixtures')
const { requestReview } = await import('@/server/leads/review-requests')

const run = `${process.pid}-${Date.now()}`
const units: number[] = []
const dayMs = 24 * 60 * 60_000

beforeAll(async () => {
  await ensureTestCategories()
  const client = await payload()
  const settings = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: {
      kinds: {
        ...settings.kinds,
        googleReviewUrl: 'https://g.page/r/venture-trailers/review',
        reviewDelayHours: 48,
        reviewOncePerDays: 90,
      },
    },
  })
})

afterAll(async () => {
  const client = await payload()
  await client.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendReviewRequest' } },
  })
  await client.delete({ collection: 'review-requests', where: { email: { like: run } } })
  for (const id of units) await client.delete({ collection: 'inventory-items', id })
})

const buyerAddress = (name: string) => `${name}-${run}@buyer.example`

async function unitSetTo(id: number, status: 'sold' | 'available', buyer?: string) {
  await (
    await payload()
  ).update({
    collection: 'inventory-items',
    id,
    data: { status, ...(buyer ? { buyer_email: buyer } : {}) },
  })
}

async function newUnit() {
  const unit = await createItem({ model_name: `Review Once ${run} ${units.length}` })
  units.push(unit.id)
  return unit.id
}

const requestsTo = async (email: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'review-requests', where: { email: { equals: email } }, depth: 0 })
  ).docs

describe('review requests', () => {
  it('a unit flipped sold, available and sold again asks its buyer once', async () => {
    const buyer = buyerAddress('flip')
    const id = await newUnit()
    await unitSetTo(id, 'sold', buyer)
    await unitSetTo(id, 'available')
    await unitSetTo(id, 'sold', buyer)
    await unitSetTo(id, 'available')
    await unitSetTo(id, 'sold', buyer.toUpperCase())
    expect(await requestsTo(buyer)).toHaveLength(1)
  })

  it('an address is asked once in 90 days, whatever it bought since', async () => {
    const buyer = buyerAddress('repeat')
    await unitSetTo(await newUnit(), 'sold', buyer)
    await unitSetTo(await newUnit(), 'sold', buyer)
    expect(await requestsTo(buyer)).toHaveLength(1)
    const client = await payload()
    const soon = new Date(Date.now() + 89 * dayMs)
    const later = new Date(Date.now() + 91 * dayMs)
    const third = await newUnit()
    expect(
      await requestReview(client, { kind: 'sale', unitId: third }, buyer, undefined, soon),
    ).toBe(false)
    expect(
      await requestReview(client, { kind: 'sale', unitId: third }, buyer, undefined, later),
    ).toBe(true)
    expect(await requestsTo(buyer)).toHaveLength(2)
  })

  it('the period is the dealer’s to set', async () => {
    const client = await payload()
    const settings = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
    await client.updateGlobal({
      slug: 'lead-settings',
      data: { kinds: { ...settings.kinds, reviewOncePerDays: 7 } },
    })
    try {
      const buyer = buyerAddress('weekly')
      await unitSetTo(await newUnit(), 'sold', buyer)
      const unitId = await newUnit()
      const eightDays = new Date(Date.now() + 8 * dayMs)
      expect(
        await requestReview(client, { kind: 'sale', unitId }, buyer, undefined, eightDays),
      ).toBe(true)
    } finally {
      await client.updateGlobal({
        slug: 'lead-settings',
        data: { kinds: { ...settings.kinds, reviewOncePerDays: 90 } },
      })
    }
  })
})
