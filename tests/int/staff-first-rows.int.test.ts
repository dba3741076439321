import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getCategories } from '@/app/api/categories/route'
import { inventoryFirstRows } from '@/lib/admin/first-rows'
import { getFirstInventory } from '@/server/inventory/page-reads'

import { createItem, ensureTestCategories, listItems } from './helpers/inventory-fixtures'
import { appUrl } from './helpers/app-url'
import { payload } from './helpers/requests'

/*
 * Issue 54: the rows the staff Inventory tab's HTML carries are the first rows of the list
 * GET /api/inventory answers, in its order, with the whole list's count and the categories
 * GET /api/categories answers; the rest comes with the spec's list in the browser.
 */
beforeAll(async () => {
  await ensureTestCategories()
  for (let n = 0; n < inventoryFirstRows + 3; n++) {
    await createItem({ model_name: `First rows ${n}` })
  }
})

describe('the Inventory tab’s first rows', () => {
  it('are the first of the list GET /api/inventory answers, counted whole', async () => {
    const [first, listed] = await Promise.all([getFirstInventory(await payload()), listItems()])
    expect(listed.length).toBeGreaterThan(inventoryFirstRows)
    expect(first).not.toBeNull()
    expect(first!.items).toEqual(listed.slice(0, inventoryFirstRows))
    expect(first!.total).toBe(listed.length)
    expect(first!.holders).toEqual([])
  })

  it('carry the categories GET /api/categories answers', async () => {
    const response = await getCategories(new Request(appUrl('/api/categories')), {})
    const first = await getFirstInventory(await payload())
    expect(first!.categories).toEqual(await response.json())
  })

  it('follow a change as the list does', async () => {
    const added = await createItem({ model_name: 'First rows newest' })
    const first = await getFirstInventory(await payload())
    expect(first!.items[0].id).toBe(added.id)
    expect(first!.total).toBe((await listItems()).length)
  })
})
