import 'server-only'

import type { Payload } from 'payload'

import { dayMs } from '@/lib/inventory/in-stock'

import {
  agingRow,
  defaultAgingSettings,
  reviewClearsDays,
  viewWindowStart,
  type AgingInput,
  type AgingRow,
  type AgingSettings,
  type PriceChange,
  type Review,
} from '@/lib/aging/report'
import { personName } from '@/lib/leads/view'
import { inventoryPath } from '@/lib/inventory/slug'
import type { UnitStatus } from '@/lib/inventory/lifecycle'
import type { User } from '@/payload-types'

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

export async function agingSettings(payload: Payload): Promise<AgingSettings> {
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
  return {
    limitDays: settings.aging?.limitDays ?? defaultAgingSettings.limitDays,
    photoMinimum: settings.aging?.photoMinimum ?? defaultAgingSettings.photoMinimum,
  }
}

function group<T>(rows: T[], unitOf: (row: T) => number | null): Map<number, T[]> {
  const byUnit = new Map<number, T[]>()
  for (const row of rows) {
    const unit = unitOf(row)
    if (unit !== null) byUnit.set(unit, [...(byUnit.get(unit) ?? []), row])
  }
  return byUnit
}

/** Every unit that is not sold, with what the Aging view shows of it, as of `now`. */
export async function agingRows(payload: Payload, now = new Date()): Promise<AgingRow[]> {
  const reviewsSince = new Date(now.getTime() - reviewClearsDays * dayMs).toISOString()
  const [settings, units, categories, prices, views, leads, reviews] = await Promise.all([
    agingSettings(payload),
    payload.find({
      collection: 'inventory-items',
      // A unit without a status predates statuses and reads as available.
      where: { or: [{ status: { not_equals: 'sold' } }, { status: { exists: false } }] },
      select: {
        model_name: true,
        category: true,
        status: true,
        received_at: true,
        createdAt: true,
        price: true,
        images: true,
        vin: true,
        stock_number: true,
        description: true,
      },
      // Categories are read once below: populating each of a thousand units doubled this read.
      depth: 0,
      pagination: false,
      sort: 'id',
    }),
    payload.find({
      collection: 'categories',
      select: { name: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'price-changes',
      select: { unit: true, price: true, previous_price: true, changed_at: true },
      sort: 'changed_at',
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'unit-page-views',
      where: { day: { greater_than_equal: viewWindowStart(now) } },
      select: { unit: true, views: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'quote-requests',
      where: { unit: { exists: true } },
      select: { unit: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'aging-reviews',
      where: { createdAt: { greater_than_equal: reviewsSince } },
      sort: '-createdAt',
      populate: { users: { email: true, firstName: true } },
      depth: 1,
      pagination: false,
    }),
  ])
  const pricesByUnit = group(prices.docs, (row) => idOf(row.unit))
  const viewsByUnit = group(views.docs, (row) => idOf(row.unit))
  const leadsByUnit = group(leads.docs, (row) => idOf(row.unit))
  const reviewByUnit = group(reviews.docs, (row) => idOf(row.unit))
  const categoryById = new Map(categories.docs.map((category) => [category.id, category.name]))

  return units.docs.map((unit) => {
    const categoryId = idOf(unit.category)
    const categoryName = categoryId === null ? undefined : categoryById.get(categoryId)
    const review = reviewByUnit.get(unit.id)?.[0]
    const reviewer = typeof review?.reviewed_by === 'object' ? review.reviewed_by : null
    const input: AgingInput = {
      id: unit.id,
      name: unit.model_name,
      path: inventoryPath(unit),
      category:
        categoryId !== null && categoryName !== undefined
          ? { id: categoryId, name: categoryName }
          : null,
      status: (unit.status ?? 'available') as UnitStatus,
      receivedAt: unit.received_at ?? null,
      createdAt: unit.createdAt,
      price: unit.price,
      photos: unit.images?.length ?? 0,
      vin: unit.vin ?? null,
      stockNumber: unit.stock_number ?? null,
      description: unit.description ?? null,
      prices: (pricesByUnit.get(unit.id) ?? []).map((row): PriceChange => ({
        price: row.price,
        previousPrice: row.previous_price ?? null,
        at: row.changed_at,
      })),
      views: (viewsByUnit.get(unit.id) ?? []).reduce((sum, row) => sum + row.views, 0),
      leads: leadsByUnit.get(unit.id)?.length ?? 0,
      review: review
        ? ({
            note: review.note,
            by: reviewer ? personName(reviewer as User) : null,
            at: review.createdAt,
          } satisfies Review)
        : null,
    }
    return agingRow(input, settings, now)
  })
}
