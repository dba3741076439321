import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getOne, PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import { ensureTestCategories, validBody } from './helpers/inventory-fixtures'
import { jsonRequest, routeParams, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'

let staff: Headers
beforeAll(async () => {
  await ensureTestCategories()
  staff = await signedInHeaders('staff')
})

describe('100 concurrent stock updates of one item', () => {
  it(
    'accepts exactly one, answers the stale rest 409 and keeps the accepted write',
    { timeout: 120_000 },
    async () => {
      const created = (await (
        await POST(
          jsonRequest('/api/inventory', 'POST', validBody({ stock_quantity: 0 }), staff),
          {},
        )
      ).json()) as InventoryApiItem

      // Every writer read the same version and sets its own stock figure.
      const started = Date.now()
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          PUT(
            jsonRequest(
              `/api/inventory/${created.id}`,
              'PUT',
              validBody({ stock_quantity: index + 1, updatedAt: created.updated_at }),
              staff,
            ),
            routeParams({ id: String(created.id) }),
          ),
        ),
      )
      const elapsed = Date.now() - started
      const statuses: Record<number, number> = {}
      for (const response of responses)
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
      const accepted = await Promise.all(
        responses.filter((response) => response.status === 200).map((r) => r.json()),
      )
      const refused = await Promise.all(
        responses.filter((response) => response.status === 409).map((r) => r.json()),
      )
      const final = (await (
        await getOne(
          new Request(appUrl(`/api/inventory/${created.id}`)),
          routeParams({ id: String(created.id) }),
        )
      ).json()) as InventoryApiItem
      console.log(
        `[stress:inventory] 100 concurrent PUT /api/inventory/${created.id} with one updatedAt in ` +
          `${elapsed} ms → statuses ${JSON.stringify(statuses)}; accepted stock ` +
          `${accepted.map((item: InventoryApiItem) => item.stock_quantity)}; final row stock ${final.stock_quantity}`,
      )

      expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([])
      expect(statuses).toEqual({ 200: 1, 409: 99 })
      expect(refused.every((body) => typeof body.error === 'string')).toBe(true)
      expect(final).toMatchObject({
        stock_quantity: accepted[0].stock_quantity,
        updated_at: accepted[0].updated_at,
      })
    },
  )
})
