import 'server-only'

import type { Readable } from 'node:stream'

import type { Payload, Where } from 'payload'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { financingTerms } from '@/lib/inventory/payment'
import { inventoryPath } from '@/lib/inventory/slug'
import { stickerContent, type StickerContent } from '@/lib/stickers/content'
import { stickerLink } from '@/lib/stickers/link'
import { maxStickerUnits, type StickerSelection } from '@/lib/stickers/selection'
import { HttpError } from '@/server/api/http-error'
import { getFinancing, getPriceRules, getSiteSettings } from '@/server/content/site'
import { findInventoryItems } from '@/server/inventory/items'
import { absoluteUrl } from '@/server/site-url'
import { stickerPdf } from '@/server/stickers/document'
import { oneStickerJobAtATime } from '@/server/stickers/one-at-a-time'

/*
 * Window stickers (ADR 0026): which units, what each sticker says, and the PDF as a stream. The
 * units are read in batches while the PDF is written, so a set of hundreds holds one batch.
 */

const batchSize = 25
const collection = 'inventory-items'

export type StickerFile = { fileName: string; stream: Readable }

/* The ids to print, checked before anything is streamed: a refusal is still a JSON 4xx. */
async function selectedIds(payload: Payload, selection: StickerSelection): Promise<number[]> {
  const where: Where =
    'ids' in selection ? { id: { in: selection.ids } } : { status: { equals: selection.status } }
  const { docs, totalDocs } = await payload.find({
    collection,
    where,
    select: { model_name: true },
    sort: 'model_name',
    depth: 0,
    limit: maxStickerUnits,
  })
  if (totalDocs > maxStickerUnits) {
    throw new HttpError(400, `At most ${maxStickerUnits} stickers at once: choose fewer units`)
  }
  const found = docs.map((doc) => Number(doc.id))
  if (!('ids' in selection)) {
    if (found.length === 0) throw new HttpError(404, 'No units with that status')
    return found
  }
  const missing = selection.ids.filter((id) => !found.includes(id))
  if (missing.length > 0)
    throw new HttpError(404, `Inventory item not found: ${missing.join(', ')}`)
  return selection.ids
}

/* GVWR is the catalogue model's; a unit named after a catalogue model shows it. */
async function gvwrByModel(payload: Payload, items: InventoryApiItem[]) {
  const { docs } = await payload.find({
    collection: 'trailer-models',
    where: { model: { in: [...new Set(items.map((item) => item.model_name))] } },
    select: { model: true, gvwr: true },
    depth: 0,
    pagination: false,
  })
  return new Map(docs.map((doc) => [doc.model, doc.gvwr]))
}

async function* stickerContents(payload: Payload, ids: number[]): AsyncGenerator<StickerContent> {
  const [terms, rules] = await Promise.all([getFinancing().then(financingTerms), getPriceRules()])
  const now = new Date()
  for (let start = 0; start < ids.length; start += batchSize) {
    const items = await findInventoryItems(payload, ids.slice(start, start + batchSize))
    const gvwr = await gvwrByModel(payload, items)
    for (const item of items) {
      const qrUrl = stickerLink(absoluteUrl(inventoryPath(item)))
      const facts = { terms, rules, gvwr: gvwr.get(item.model_name) ?? null, qrUrl, now }
      yield stickerContent(item, facts)
    }
  }
}

function fileName(ids: number[], first: InventoryApiItem | null): string {
  if (ids.length > 1 || !first) return `window-stickers-${ids.length}.pdf`
  const name = (first.stock_number || String(first.id)).replace(/[^A-Za-z0-9_-]+/g, '-')
  return `window-sticker-${name}.pdf`
}

/** The stickers of a selection (or of one unit: `{ ids: [id] }`), one page each. */
export async function windowStickers(
  payload: Payload,
  selection: StickerSelection,
): Promise<StickerFile> {
  const ids = await selectedIds(payload, selection)
  const settings = await getSiteSettings()
  const [first] = ids.length === 1 ? await findInventoryItems(payload, ids) : [null]
  const stream = await oneStickerJobAtATime(() =>
    stickerPdf({
      dealer: {
        name: settings.businessName,
        contact: `${settings.phone} · ${new URL(absoluteUrl('/')).host}`,
      },
      units: stickerContents(payload, ids),
      title: first ? `Window sticker: Venture ${first.model_name}` : 'Window stickers',
    }),
  )
  return { fileName: fileName(ids, first ?? null), stream }
}
