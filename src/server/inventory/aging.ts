import 'server-only'

import type { Payload } from 'payload'

import { dayMs } from '@/lib/durations'

import {
  agingRow,
  defaultAgingSettings,
  reviewClearsDays,
  viewWindowStart,
  type AgingInput,
  type AgingRow,
  type AgingSettings,
  type Review,
} from '@/lib/aging/report'
import { personName } from '@/lib/leads/view'
import { inventoryPath } from '@/lib/inventory/slug'
import type { UnitStatus } from '@/lib/inventory/lifecycle'
import type { User } from '@/payload-types'
import { unsoldUnits } from '@/server/database/inventory-items'

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
  const [settings, units, categories, reviews] = await Promise.all([
    agingSettings(payload),
    unsoldUnits(payload.db.drizzle, viewWindowStart(now)),
    payload.find({
      collection: 'categories',
      select: { name: true },
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
  const reviewByUnit = group(reviews.docs, (row) => idOf(row.unit))
  const categoryById = new Map(categories.docs.map((category) => [category.id, category.name]))

  return units.map((unit) => {
    const categoryId = unit.category_id
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
      receivedAt: unit.received_at,
      createdAt: unit.created_at,
      price: unit.price,
      photos: unit.photos,
      vin: unit.vin,
      stockNumber: unit.stock_number,
      description: unit.description,
      heldUntil: unit.held_until,
      prices: unit.prices,
      views: unit.views,
      leads: unit.leads,
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
