import { describe, expect, it } from 'vitest'

import {
  dayToIso,
  onOrderBadge,
  schemaAvailability,
  settleLifecycle,
  statusBadge,
  unitPageState,
} from '@/lib/inventory/lifecycle'

const now = new Date('2026-11-24T10:00:00.000Z')
const unit = (over: Partial<Parameters<typeof unitPageState>[0] & object> = {}) => ({
  status: 'available' as const,
  is_available: true,
  stock_quantity: 1,
  sold_at: null,
  ...over,
})

describe('settleLifecycle', () => {
  it('dates a sale now unless staff gave a date, and keeps no sale date on an unsold unit', () => {
    const sold = { status: 'sold' as const, sold_at: null, expected_at: null, received_at: null }
    expect(settleLifecycle(sold, now).sold_at).toBe(now.toISOString())
    expect(settleLifecycle({ ...sold, sold_at: '2026-10-01T12:00:00.000Z' }, now).sold_at).toBe(
      '2026-10-01T12:00:00.000Z',
    )
    expect(
      settleLifecycle({ ...sold, status: 'available', sold_at: '2026-10-01' }, now).sold_at,
    ).toBeNull()
  })
  it('keeps an arrival date only while the unit is on order', () => {
    const onOrder = {
      status: 'on_order' as const,
      sold_at: null,
      expected_at: '2027-03-01',
      received_at: null,
    }
    expect(settleLifecycle(onOrder, now).expected_at).toBe('2027-03-01')
    expect(settleLifecycle({ ...onOrder, status: 'available' }, now).expected_at).toBeNull()
  })
  it('dates arrival on the lot when a unit is listed or arrives from order (ADR 0027)', () => {
    const onOrder = {
      status: 'on_order' as const,
      sold_at: null,
      expected_at: '2027-03-01',
      received_at: '2026-01-01T00:00:00.000Z',
    }
    expect(settleLifecycle(onOrder, now).received_at).toBeNull()
    const arrived = settleLifecycle({ ...onOrder, status: 'available', received_at: null }, now)
    expect(arrived.received_at).toBe(now.toISOString())
    const kept = { ...onOrder, status: 'pending_sale' as const }
    expect(settleLifecycle(kept, now).received_at).toBe('2026-01-01T00:00:00.000Z')
  })
})

describe('unitPageState', () => {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
  it('shows a listed unit, and 404s a hidden or sold-out one', () => {
    expect(unitPageState(unit(), now)).toBe('listed')
    expect(unitPageState(unit({ is_available: false }), now)).toBe('missing')
    expect(unitPageState(unit({ stock_quantity: 0 }), now)).toBe('missing')
    expect(unitPageState(null, now)).toBe('missing')
  })
  it('keeps a sold unit’s page for 90 days, then answers gone', () => {
    expect(unitPageState(unit({ status: 'sold', sold_at: daysAgo(1) }), now)).toBe('sold')
    expect(unitPageState(unit({ status: 'sold', sold_at: daysAgo(90) }), now)).toBe('sold')
    expect(unitPageState(unit({ status: 'sold', sold_at: daysAgo(91) }), now)).toBe('gone')
    expect(unitPageState(unit({ status: 'sold', sold_at: null }), now)).toBe('gone')
  })
  it('404s a sold unit staff hid', () => {
    const hidden = unit({ status: 'sold', sold_at: daysAgo(1), is_available: false })
    expect(unitPageState(hidden, now)).toBe('missing')
  })
})

describe('status badges and availability', () => {
  it('maps every status to its schema.org availability', () => {
    expect(schemaAvailability).toEqual({
      available: 'https://schema.org/InStock',
      on_order: 'https://schema.org/PreOrder',
      pending_sale: 'https://schema.org/Reserved',
      sold: 'https://schema.org/SoldOut',
    })
  })
  it('names the month of arrival, in the same month whatever the time zone', () => {
    expect(onOrderBadge(dayToIso('2027-03-01'))).toBe('On order — arriving March 2027')
    expect(onOrderBadge(null)).toBe('On order')
    expect(statusBadge({ status: 'pending_sale', expected_at: null })).toBe('Sale pending')
    expect(statusBadge({ status: 'available', expected_at: null })).toBeNull()
  })
})
