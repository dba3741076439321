import 'server-only'

import type { Payload } from 'payload'

import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import type { InventoryItemInput } from '@/lib/inventory/schema'
import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { inTransaction } from '@/server/database/in-transaction'
import { isRefusal } from '@/server/api/refusal'
import { identifierTakenBy } from '@/server/inventory/identifiers'
import { lockInventoryRow, staleItemMessage } from '@/server/inventory/lock'
import { apiItemRead, toApiItem, toItemData, toNewItemData } from '@/server/inventory/mapping'

/*
 * The one inventory service behind /api/inventory and the public pages' readers: Payload Local API
 * reads and writes, mapped to the spec's JSON contract.
 */

const collection = 'inventory-items'

/** The list's order, newest first; the id breaks ties so a first page is the whole list's start. */
const listOrder = ['-createdAt', '-id']

export async function listInventory(payload: Payload): Promise<InventoryApiItem[]> {
  const { docs } = await payload.find({
    collection,
    ...apiItemRead,
    sort: listOrder,
    pagination: false,
  })
  return docs.map(toApiItem)
}

/** The list's first `limit` items and how many it holds, without reading the rest. */
export async function listInventoryStart(
  payload: Payload,
  limit: number,
): Promise<{ items: InventoryApiItem[]; total: number }> {
  const { docs, totalDocs } = await payload.find({
    collection,
    ...apiItemRead,
    sort: listOrder,
    limit,
  })
  return { items: docs.map(toApiItem), total: totalDocs }
}

/** Path ids are digits; anything else names no item. */
export function parseItemId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(404, 'Inventory item not found')
  return Number(raw)
}

export async function findInventoryItem(
  payload: Payload,
  id: number,
): Promise<InventoryApiItem | null> {
  const doc = await payload.findByID({
    collection,
    id,
    ...apiItemRead,
    disableErrors: true,
  })
  return doc ? toApiItem(doc) : null
}

export async function getInventoryItem(payload: Payload, id: number): Promise<InventoryApiItem> {
  const item = await findInventoryItem(payload, id)
  if (!item) throw new HttpError(404, 'Inventory item not found')
  return item
}

/** The items of these ids that exist, in the order given (window stickers read them in batches). */
export async function findInventoryItems(
  payload: Payload,
  ids: number[],
): Promise<InventoryApiItem[]> {
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    ...apiItemRead,
    pagination: false,
  })
  const byId = new Map(docs.map((doc) => [Number(doc.id), toApiItem(doc)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function listCategories(payload: Payload): Promise<CategoryApiItem[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    select: { name: true },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs.map((doc) => ({ id: Number(doc.id), name: doc.name ?? '' }))
}

async function assertCategoryExists(payload: Payload, id: number): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'categories',
    where: { id: { equals: id } },
  })
  if (totalDocs === 0) throw new HttpError(400, 'category_id: unknown category')
}

export async function createInventoryItem(
  payload: Payload,
  input: InventoryItemInput,
  user: User,
): Promise<InventoryApiItem> {
  await assertCategoryExists(payload, input.category_id)
  try {
    const doc = await payload.create({
      collection,
      data: toNewItemData(input),
      user,
      overrideAccess: false,
      ...apiItemRead,
    })
    return toApiItem(doc)
  } catch (error) {
    throw await identifierConflict(payload, error, input, null)
  }
}

/* A write refused by the unique stock number or VIN (ADR 0020) is a 409 naming it; else as is. */
async function identifierConflict(
  payload: Payload,
  error: unknown,
  input: InventoryItemInput,
  id: number | null,
): Promise<unknown> {
  const taken = await identifierTakenBy(payload, error, input, id)
  return taken ? new HttpError(409, `Another unit already has ${taken}`) : error
}

/**
 * Replaces an item. With `expectedUpdatedAt` (the version the client read) the write succeeds only
 * if nobody saved the item since. The row lock (./lock.ts) is taken before the write in the
 * same transaction, so two concurrent stock edits cannot both pass the check, and a write racing a
 * delete either finishes first or finds the item gone (404): it never re-creates it.
 */
export async function updateInventoryItem(
  payload: Payload,
  id: number,
  input: InventoryItemInput,
  user: User,
  expectedUpdatedAt?: string,
): Promise<InventoryApiItem> {
  await getInventoryItem(payload, id)
  await assertCategoryExists(payload, input.category_id)
  try {
    const doc = await inTransaction(payload, { user }, async (req) => {
      const state = await lockInventoryRow(req, id, expectedUpdatedAt)
      if (state === 'missing') throw new HttpError(404, 'Inventory item not found')
      if (state === 'stale') throw new HttpError(409, staleItemMessage)
      return payload.update({
        collection,
        id,
        data: toItemData(input),
        req,
        overrideAccess: false,
        ...apiItemRead,
      })
    })
    return toApiItem(doc)
  } catch (error) {
    throw await identifierConflict(payload, error, input, id)
  }
}

/**
 * Deletes an item; its images go with it unless another item shows them (collection hooks). A
 * delete that lost a race to another one finds nothing (Payload's NotFound): 404, not 500.
 */
export async function deleteInventoryItem(payload: Payload, id: number, user: User): Promise<void> {
  await getInventoryItem(payload, id)
  try {
    await payload.delete({ collection, id, user, overrideAccess: false })
  } catch (error) {
    if (isRefusal(error, 404)) throw new HttpError(404, 'Inventory item not found')
    throw error
  }
}
