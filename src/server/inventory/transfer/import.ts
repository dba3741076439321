import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import type { InventoryItemInput } from '@/lib/inventory/schema'
import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { isRefusal } from '@/server/api/refusal'
import { cacheTags } from '@/server/cache/tags'
import { inTransaction } from '@/server/database/in-transaction'
import { isDatabaseDown } from '@/server/database/unavailable'
import { revalidateTags } from '@/server/cache/revalidate'
import { removeUnusedImages } from '@/server/media/images'
import { identifierTakenBy } from '@/server/inventory/identifiers'
import { toItemData, toNewItemData } from '@/server/inventory/mapping'
import { recordTransfer } from '@/server/inventory/transfer/audit'
import { fileFields } from '@/server/inventory/transfer/file-fields'
import { planImport, type ImportPlan } from '@/server/inventory/transfer/plan'
import { planVersion } from '@/server/inventory/transfer/version'

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

/**
 * The preview as the panel receives it: what would happen to each row, nothing written, and the
 * `version` that apply takes back to refuse a file or units changed since (ADR 0020).
 */
export function describePlan(text: string, plan: ImportPlan) {
  return {
    rows: plan.rows,
    columns: plan.columns,
    create: plan.create.map(({ input: _input, ...unit }) => unit),
    update: plan.update.map(({ input: _input, version: _version, ...unit }) => unit),
    unchanged: plan.unchanged,
    refused: plan.refused,
    version: planVersion(text, plan),
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
  return describePlan(text, plan)
}

const changedSincePreview =
  'The file or units it names changed since the preview, so nothing was imported. Preview it again.'

/* Why a row could not be written, for the 409/422 that names it (a failed write's error by shape). */
async function rowFailure(
  payload: Payload,
  error: unknown,
  row: number,
  unit: { id?: number; input: InventoryItemInput } | undefined,
): Promise<HttpError> {
  if (isRefusal(error, 409) || isRefusal(error, 404)) {
    return new HttpError(
      409,
      `Row ${row}: someone else changed or deleted this unit while the import ran, so nothing was imported. Preview the file again.`,
    )
  }
  const taken = unit && (await identifierTakenBy(payload, error, unit.input, unit.id ?? null))
  if (taken) {
    return new HttpError(
      409,
      `Row ${row}: another unit already has ${taken}, so nothing was imported.`,
    )
  }
  return new HttpError(
    error instanceof HttpError ? error.status : 422,
    `Row ${row} could not be saved, so nothing was imported. Check it and try again.`,
  )
}

/**
 * Plans the file again against the inventory as it is now (the client's preview is not trusted)
 * and writes the accepted rows in one transaction: a failure on any row writes none of them.
 * With the preview's `version`, a file or unit changed since the preview is refused; an update
 * writes only the file's columns, and only over the version it read (checked under the row lock
 * by the collection's hook), so an edit saved meanwhile is never overwritten (ADR 0020).
 * The writes go through the collection with its hooks, so pages are purged as for a hand edit.
 */
export async function applyImport(
  payload: Payload,
  text: string,
  user: User,
  fileName: string | null,
  previewVersion?: string,
) {
  const plan = await planImport(payload, text)
  if (previewVersion !== undefined && previewVersion !== planVersion(text, plan)) {
    throw new HttpError(409, changedSincePreview)
  }
  const counts = countsOf(plan)
  const droppedImages: string[] = []
  let row = 0
  let writing: Parameters<typeof rowFailure>[3]
  try {
    await inTransaction(payload, { user, context: { droppedImages } }, async (req) => {
      for (const unit of plan.create) {
        row = unit.row
        writing = unit
        await payload.create({
          collection,
          data: toNewItemData(unit.input),
          req,
          overrideAccess: false,
          depth: 0,
          select: { stock_number: true },
        })
      }
      for (const unit of plan.update) {
        row = unit.row
        writing = unit
        await payload.update({
          collection,
          id: unit.id,
          data: { ...fileFields(toItemData(unit.input), plan.columns), updatedAt: unit.version },
          req,
          overrideAccess: false,
          depth: 0,
          select: { stock_number: true },
        })
      }
    })
  } catch (error) {
    if (isDatabaseDown(error)) throw error
    await recordTransfer(payload, { kind: 'apply', user, fileName, outcome: 'failed', ...counts })
    payload.logger.error({ err: error, msg: `inventory import: row ${row} failed, rolled back` })
    throw await rowFailure(payload, error, row, writing)
  }
  // The hooks purged while the rows were still uncommitted: a page rendered meanwhile is stale.
  await revalidateTags([cacheTags.inventory])
  await removeDroppedImages(payload, user, droppedImages)
  await recordTransfer(payload, { kind: 'apply', user, fileName, ...counts })
  return counts
}
