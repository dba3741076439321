import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { InventoryItem } from '@/payload-types'
import { afterCommit } from '@/server/internals/after-commit'
import { removeUnusedImages } from '@/server/media/images'

const urlsOf = (doc: Partial<InventoryItem> | undefined) =>
  (doc?.images ?? []).map((image) => image.url)

/*
 * Uploaded photos are only referenced by URL, so nothing else would ever remove them. They go once
 * the write is committed (a rolled-back delete keeps its photos), and only those no stored item
 * shows. A failed clean-up leaves an orphan file behind, which is better than failing the save.
 */
const cleanUp = (req: Parameters<typeof removeUnusedImages>[0], urls: string[]) =>
  afterCommit(req, async (outside) => {
    try {
      await removeUnusedImages(outside, urls)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'inventory: could not remove unused images' })
    }
  })

export const removeImagesOfDeletedItem: CollectionAfterDeleteHook<InventoryItem> = async ({
  doc,
  req,
}) => {
  await cleanUp(req, urlsOf(doc))
  return doc
}

/**
 * A write that may still be rolled back (a CSV import) passes `context.droppedImages`: the
 * addresses are collected there and removed by the writer after its commit, so a rollback never
 * leaves units pointing at deleted files.
 */
export const removeImagesDroppedOnUpdate: CollectionAfterChangeHook<InventoryItem> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update') return doc
  const kept = new Set(urlsOf(doc))
  const dropped = urlsOf(previousDoc).filter((url) => !kept.has(url))
  if (dropped.length === 0) return doc
  if (Array.isArray(context.droppedImages)) context.droppedImages.push(...dropped)
  else await cleanUp(req, dropped)
  return doc
}
