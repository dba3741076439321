import { randomInt } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getOne } from '@/app/api/inventory/[id]/sticker.pdf/route'
import { GET as getSet } from '@/app/api/inventory/stickers.pdf/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatPrice } from '@/lib/inventory/format'
import { inventoryFeatures } from '@/lib/inventory/options'
import { inventoryPath } from '@/lib/inventory/slug'
import { absoluteUrl } from '@/server/site-url'

import { payload, routeParams, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'
import { createItem, ensureTestCategories, errorOf, staff } from './helpers/inventory-fixtures'
import { readPdf, type PdfReader } from '../support/pdf-tools'

/* Window stickers (ADR 0026): content read back from the PDF, one page per unit, staff only. */

const vinLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const randomVin = () => Array.from({ length: 17 }, () => vinLetters[randomInt(33)]).join('')
const run = randomInt(1e6).toString(36)

const stickerOf = (id: number | string, headers?: Headers) =>
  getOne(
    new Request(appUrl(`/api/inventory/${id}/sticker.pdf`), { headers }),
    routeParams({ id: String(id) }),
  )
const stickersOf = (query: string, headers?: Headers) =>
  getSet(new Request(appUrl(`/api/inventory/stickers.pdf${query}`), { headers }), {})

const created: InventoryApiItem[] = []
const readers: PdfReader[] = []

async function unit(overrides: Record<string, unknown> = {}) {
  const item = await createItem({
    stock_number: `ST-${run}-${created.length}`,
    vin: randomVin(),
    ...overrides,
  })
  created.push(item)
  return item
}

async function pdfOf(response: Response): Promise<PdfReader> {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('cache-control')).toBe('no-store')
  const reader = await readPdf(await response.arrayBuffer())
  readers.push(reader)
  return reader
}

/* pdftotext -layout keeps a long line's words but may break it: compare without line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

beforeAll(async () => {
  await ensureTestCategories()
})

afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.dispose()))
  const client = await payload()
  const ids = created.map((item) => item.id)
  if (ids.length > 0) {
    await client.delete({ collection: 'inventory-items', where: { id: { in: ids } } })
  }
})

describe('a window sticker', () => {
  it('prints the stock number, VIN, price and figures as text in embedded fonts', async () => {
    const item = await unit({
      price: 12345,
      specifications: { brake_type: 'Surge', tire_size: 'ST175/80R13' },
    })
    const pdf = await pdfOf(await stickerOf(item.id, await staff()))
    expect(pdf.pages).toBe(1)
    const text = flat(await pdf.text())
    for (const expected of [
      `Venture ${item.model_name}`,
      `Stock # ${item.stock_number}`,
      `VIN ${item.vin}`,
      'Condition New',
      formatPrice(12345),
      'Surge',
      'ST175/80R13',
      '2,025 lbs',
    ]) {
      expect(text).toContain(expected)
    }
    const fonts = await pdf.fonts()
    expect(fonts.length).toBeGreaterThan(0)
    // Columns: name, type, encoding, emb, sub, uni: every font embedded.
    for (const font of fonts) expect(font.split(/\s+/).at(-5)).toBe('yes')
  })

  it("has a QR code that opens the unit's page with utm_source=window_sticker", async () => {
    const item = await unit()
    const pdf = await pdfOf(await stickerOf(item.id, await staff()))
    expect(await pdf.qrCodes(1)).toEqual([
      `${absoluteUrl(inventoryPath(item))}?utm_source=window_sticker`,
    ])
  })

  it('keeps the longest name, every feature and a 4,800-character description on one page', async () => {
    const name = `Venture Commander Triple Axle Galvanized Roller ${run} `.repeat(4).slice(0, 200)
    const description = 'Heavy-duty roller trailer for offshore boats. '.repeat(110).slice(0, 4800)
    const item = await unit({
      model_name: name.trim(),
      description,
      features: [...inventoryFeatures],
      boat_length: `${'30 to 34 feet, deep-V and catamaran hulls '.repeat(2)}`.trim(),
    })
    const pdf = await pdfOf(await stickerOf(item.id, await staff()))
    expect(pdf.pages).toBe(1)
    const text = flat(await pdf.text())
    for (const feature of inventoryFeatures) expect(text).toContain(feature)
    expect(text).toContain(`Stock # ${item.stock_number}`)
    expect(text).toContain('Heavy-duty roller trailer for offshore boats.')
    expect(await pdf.qrCodes(1)).toHaveLength(1)
  })
})

describe('a set of window stickers', () => {
  it('prints one page per unit, in the order asked', async () => {
    const [a, b, c] = [await unit(), await unit(), await unit()]
    const pdf = await pdfOf(await stickersOf(`?ids=${c.id},${a.id},${b.id}`, await staff()))
    expect(pdf.pages).toBe(3)
    const order = [c, a, b]
    for (const [index, item] of order.entries()) {
      expect(flat(await pdf.text(index + 1))).toContain(`Stock # ${item.stock_number}`)
    }
  })

  it('draws one set at a time: another waits its turn, then 429 with Retry-After', async () => {
    // Enough pages that the unread set outgrows the streams' buffers (64 KiB each since Node 22):
    // two pages fit, and the set was done before anyone read it.
    const units = []
    for (let i = 0; i < 20; i++) units.push(await unit())
    const a = units[0]!
    const first = await stickersOf(`?ids=${units.map((u) => u.id).join(',')}`, await staff())
    expect(first.status).toBe(200)
    // The first is not read yet: the second waits five seconds for its turn, then gives up.
    const started = performance.now()
    const second = await stickerOf(a.id, await staff())
    expect(performance.now() - started).toBeGreaterThan(4_000)
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toBe('5')
    expect(await errorOf(second)).toBe(
      'Another sticker PDF is being made: try again in a few seconds',
    )
    // A request waiting while the first is read gets its turn when the first is done.
    const third = stickerOf(a.id, await staff())
    expect((await pdfOf(first)).pages).toBe(units.length)
    expect((await pdfOf(await third)).pages).toBe(1)
  })

  it('prints every unit of a status', async () => {
    const onOrder = await unit({ status: 'on_order', expected_at: '2027-05-01' })
    const { totalDocs } = await (
      await payload()
    ).count({ collection: 'inventory-items', where: { status: { equals: 'on_order' } } })
    const pdf = await pdfOf(await stickersOf('?status=on_order', await staff()))
    expect(pdf.pages).toBe(totalDocs)
    expect(flat(await pdf.text())).toContain(`Stock # ${onOrder.stock_number}`)
  })

  it.each([
    ['', 'Give either ids'],
    ['?ids=1,x', 'ids: must be unit ids separated by commas'],
    ['?ids=1&status=available', 'Give either ids'],
    ['?status=lost', 'status: must be one of'],
  ])('refuses the query %j with a 400', async (query, message) => {
    const response = await stickersOf(query, await staff())
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toContain(message)
  })

  it('answers 404 naming the ids that are no unit', async () => {
    const item = await unit()
    const response = await stickersOf(`?ids=${item.id},999999998`, await staff())
    expect(response.status).toBe(404)
    expect(await errorOf(response)).toBe('Inventory item not found: 999999998')
    expect((await stickerOf('999999998', await staff())).status).toBe(404)
    expect((await stickerOf('abc', await staff())).status).toBe(404)
  })
})

describe('who may print stickers', () => {
  it('refuses anonymous requests with a 401 and editors with a 403, as JSON', async () => {
    const item = await unit()
    const editor = await signedInHeaders('editor')
    for (const [headers, status] of [
      [undefined, 401],
      [editor, 403],
    ] as const) {
      for (const response of [
        await stickerOf(item.id, headers),
        await stickersOf(`?ids=${item.id}`, headers),
        await stickersOf('?status=available', headers),
      ]) {
        expect(response.status).toBe(status)
        expect(response.headers.get('content-type')).toContain('application/json')
        expect(await errorOf(response)).toBeTruthy()
      }
    }
  })

  it('prints for an admin', async () => {
    const item = await unit()
    const pdf = await pdfOf(await stickerOf(item.id, await signedInHeaders('admin')))
    expect(pdf.pages).toBe(1)
  })
})
