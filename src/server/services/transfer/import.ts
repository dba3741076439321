import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { cacheTags } from '@/server/cache-tags'
import { isDatabaseDown } from '@/server/database/unavailable'
import { revalidateTags } from '@/server/revalidate'
import { removeUnusedImages } from '@/server/services/images'
import { toItemData } from '@/server/services/inventory-mapping'
import { recordTransfer } from '@/server/services/transfer/audit'
import { planImport, type ImportPlan } from '@/server/services/transfer/plan'

const collection = 'inventory-items'

/* After the commit: media no unit shows any more goes, as after a hand edit (a failure only logs). */
async function removeDroppedImages(payload: Payload, user: User, urls: string[]) {
  if (urls.length === 0) return
  try {
    await removeUnusedImages(await createLocalReq({ user }, payload), urls)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'inventory import: could not remove unused images' })
  }
}

/** The preview as the panel receives it: what would happen to each row, nothing written. */
export function describePlan(plan: ImportPlan) {
  return {
    rows: plan.rows,
    columns: plan.columns,
    create: plan.create.map(({ input: _input, ...unit }) => unit),
    update: plan.update.map(({ input: _input, ...unit }) => unit),
    unchanged: plan.unchanged,
    refused: plan.refused,
  }
}

export type ImportPreview = ReturnType<typeof describePlan>

const countsOf = (plan: ImportPlan) => ({
  rows: plan.rows,
  created: plan.create.length,
  updated: plan.update.length,
  unchanged: plan.unchanged,
  refused: plan.refused.length,
})

export async function previewImport(
  payload: Payload,
  text: string,
  user: User,
  fileName: string | null,
): Promise<ImportPreview> {
  const plan = await planImport(payload, text)
  await recordTransfer(payload, { kind: 'preview', user, fileName, ...countsOf(plan) })
  return describePlan(plan)
}

/**
 * Plans the file again against the inventory as it is now (the client's preview is not trusted)
 * and writes the accepted rows in one transaction: a failure on any row writes none of them.
 * The writes go through the collection with its hooks, so pages are purged as for a hand edit.
 */
export async function applyImport(
  payload: Payload,
  text: string,
  user: User,
  fileName: string | null,
) {
  const plan = await planImport(payload, text)
  const counts = countsOf(plan)
  const droppedImages: string[] = []
  const req = await createLocalReq({ user, context: { droppedImages } }, payload)
  await initTransaction(req)
  let row = 0
  try {
    for (const unit of plan.create) {
      row = unit.row
      const { input } = unit
      await payload.create({
        collection,
        data: {
          ...toItemData(input),
          is_available: input.is_available ?? true,
          status: input.status ?? 'available',
        },
        req,
        overrideAccess: false,
        depth: 0,
        select: { stock_number: true },
      })
    }
    for (const unit of plan.update) {
      row = unit.row
      await payload.update({
        collection,
        id: unit.id,
        data: toItemData(unit.input),
        req,
        overrideAccess: false,
        depth: 0,
        select: { stock_number: true },
      })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    if (isDatabaseDown(error)) throw error
    await recordTransfer(payload, { kind: 'apply', user, fileName, outcome: 'failed', ...counts })
    payload.logger.error({ err: error, msg: `inventory import: row ${row} failed, rolled back` })
    throw new HttpError(
      error instanceof HttpError ? error.status : 422,
      `Row ${row} could not be saved, so nothing was imported. Check it and try again.`,
    )
  }
  // The hooks purged while the rows were still uncommitted: a page rendered meanwhile is stale.
  revalidateTags([cacheTags.inventory])
  await removeDroppedImages(payload, user, droppedImages)
  await recordTransfer(payload, { kind: 'apply', user, fileName, ...counts })
  return counts
}
