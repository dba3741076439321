import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as upload } from '@/app/api/upload-image/route'
import { parseCsv } from '@/lib/csv/parse'

import { payload, signedInHeaders } from './helpers/requests'
import {
  createItem,
  ensureTestCategories,
  errorOf,
  listItems,
  staff as staffSession,
} from './helpers/inventory-fixtures'
import { smallPng } from '../support/inventory-image-fixtures'
import {
  applyResponse,
  csv,
  exported,
  exportResponse,
  preview,
  previewResponse,
} from './helpers/inventory-transfer-fixtures'
import { appUrl } from './helpers/app-url'

let staff: Headers

/* A real database failure: PostgreSQL refuses any write of a unit named 'Explodes midway'. */
async function withExplodingWrites<T>(run: () => Promise<T>): Promise<T> {
  const db = ((await payload()).db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION refuse_explosive() RETURNS trigger AS $$
    BEGIN
      IF NEW.model_name = 'Explodes midway' THEN RAISE EXCEPTION 'refused by test'; END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER refuse_explosive BEFORE INSERT OR UPDATE ON inventory_items
      FOR EACH ROW EXECUTE FUNCTION refuse_explosive();`)
  try {
    return await run()
  } finally {
    await db.execute(sql`DROP TRIGGER refuse_explosive ON inventory_items;
      DROP FUNCTION refuse_explosive();`)
  }
}

async function uploadedImage(): Promise<string> {
  const form = new FormData()
  const png = new Uint8Array(await smallPng())
  form.set('image', new Blob([png], { type: 'image/png' }), 'import-photo.png')
  const request = new Request(appUrl('/api/upload-image'), {
    method: 'POST',
    headers: staff,
    body: form,
  })
  const response = await upload(request, {})
  expect(response.status).toBe(201)
  return ((await response.json()) as { url: string }).url
}
const header = ['Stock #', 'Model', 'Category', 'Type', 'Material', 'Capacity', 'Length']
const more = ['Beam', 'Selling Price', 'Qty', 'Description']
const row = (
  stock: string,
  model: string,
  price: string | number,
  category = 'Test Aluminum Bunk Trailers',
) => [stock, model, category, 'Bunk', 'Aluminum', 2000, 18, 96, price, 1, `${model} imported`]

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
  await createItem({ model_name: 'Round trip plain', stock_number: 'RT-1' })
  await createItem({
    model_name: 'Round trip, "quoted"\nand two lines',
    description: '=HYPERLINK("http://evil.example","click")',
    notes: '+1 555 0100',
    status: 'on_order',
    expected_at: '2027-03-01',
    image_urls: [],
    image_url: null,
    specifications: { brake_type: 'Surge', tongue_weight: '-' },
  })
})

describe('who may move inventory in and out', () => {
  it('refuses the export and the import to anonymous visitors (401) and editors (403)', async () => {
    const editor = await signedInHeaders('editor')
    for (const headers of [undefined, editor]) {
      const status = headers ? 403 : 401
      expect((await exportResponse(headers)).status).toBe(status)
      expect((await previewResponse('stock\nX', headers)).status).toBe(status)
      expect((await applyResponse('stock\nX', headers)).status).toBe(status)
    }
  })

  it('records every export, preview and apply for admins only', async () => {
    const client = await payload()
    const before = await client.count({ collection: 'inventory-transfers' })
    await exported(staff)
    await preview(csv([header.concat(more), row('AUD-1', 'Audit', 10)]), staff)
    expect((await applyResponse(csv([['Stock #'], ['RT-1']]), staff)).status).toBe(200)
    const after = await client.find({ collection: 'inventory-transfers', sort: '-id', limit: 3 })
    expect(after.totalDocs).toBe(before.totalDocs + 3)
    expect(after.docs.map((doc) => doc.kind)).toEqual(['apply', 'preview', 'export'])
    expect(after.docs[1]).toMatchObject({ rows: 1, created: 1, refused: 0 })
    const editor = (
      await client.find({ collection: 'users', where: { role: { equals: 'editor' } } })
    ).docs[0]
    await expect(
      client.find({ collection: 'inventory-transfers', user: editor, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('GET /api/inventory/export.csv', () => {
  it('makes cells that start with = + - @ inert', async () => {
    const [head, ...rows] = parseCsv(await exported(staff))
    const description = head.indexOf('description')
    const cells = rows.map((cells) => cells[description])
    expect(cells).toContain(`'=HYPERLINK("http://evil.example","click")`)
    expect(rows.map((cells) => cells[head.indexOf('notes')])).toContain("'+1 555 0100")
  })

  it('round-trips: importing the exported file changes nothing', async () => {
    const before = await listItems()
    const text = await exported(staff)
    const plan = await preview(text, staff)
    expect(plan).toMatchObject({ create: [], update: [], refused: [], unchanged: before.length })
    const response = await applyResponse(text, staff)
    expect(await response.json()).toMatchObject({ created: 0, updated: 0, refused: 0 })
    expect(await listItems()).toEqual(before)
  })
})

describe('import preview', () => {
  it('refuses only the row with an error, with its reason', async () => {
    const plan = await preview(
      csv([
        header.concat(more),
        row('PV-1', 'Good one', '$3,100'),
        row('PV-2', 'Bad price', 'call us'),
        row('PV-3', 'Bad category', 100, 'Hovercraft'),
        row('RT-1', 'Round trip plain', 4200),
      ]),
      staff,
    )
    expect(plan.create.map((unit) => unit.stock_number)).toEqual(['PV-1'])
    expect(plan.refused).toEqual([
      { row: 3, reason: 'price: must be a number' },
      { row: 4, reason: 'category: unknown category' },
    ])
    expect(plan.update[0]?.changes).toContainEqual({ field: 'price', from: '3895.5', to: '4200' })
    expect(plan.update[0]?.changes.map((change) => change.field)).toContain('description')
  })

  it("refuses a row with another unit's VIN or a VIN repeated in the file, naming both", async () => {
    const vin = `1VANPV${String(Date.now()).slice(-11)}`
    const holder = await createItem({ model_name: 'VIN holder', stock_number: 'PV-VIN-0', vin })
    const plan = await preview(
      csv([
        [...header, ...more, 'VIN'],
        [...row('PV-VIN-1', 'Taken VIN', 3100), vin.toLowerCase()],
        [...row('PV-VIN-2', 'First of two', 3100), `${vin.slice(0, -1)}X`],
        [...row('PV-VIN-3', 'Second of two', 3100), ` ${vin.slice(0, -1)}x `],
        [...row('PV-VIN-0', 'VIN holder', 3100), vin],
      ]),
      staff,
    )
    expect(plan.refused).toEqual([
      { row: 2, reason: `vin: unit ${holder.id} (VIN holder) has it` },
      { row: 4, reason: 'vin: the same as row 3' },
    ])
    expect(plan.create.map((unit) => unit.stock_number)).toEqual(['PV-VIN-2'])
  })

  it('links images from the site only, never from another host', async () => {
    const plan = await preview(
      csv([
        ['stock', 'images'],
        ['RT-1', 'https://evil.example/x.jpg'],
      ]),
      staff,
    )
    expect(plan.refused[0]?.reason).toMatch(/not an image of this site/)
  })

  it('refuses files over 5,000 rows (400) and over 5 MB (413)', async () => {
    const rows = Array.from({ length: 5001 }, (_, index) => [`S-${index}`])
    const tooMany = await previewResponse(csv([['stock'], ...rows]), staff)
    expect(tooMany.status).toBe(400)
    expect(await errorOf(tooMany)).toMatch(/at most 5000/)
    const tooBig = await previewResponse(`stock\n${'x'.repeat(5 * 1024 * 1024)}`, staff)
    expect(tooBig.status).toBe(413)
  })

  it('refuses 300,000 short rows (under 5 MB) in well under a second: parsing stops at row 5,001', async () => {
    const rows = Array.from({ length: 300_000 }, (_, index) => `m${index},1`).join('\n')
    const started = performance.now()
    const response = await previewResponse(`model_name,price,stock_number,vin\n${rows}`, staff)
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toBe('The file has more than 5000 rows; at most 5000')
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('import apply', () => {
  it('writes all rows or none: a failure midway leaves the inventory as it was', async () => {
    const before = await listItems()
    const response = await withExplodingWrites(() =>
      applyResponse(
        csv([
          header.concat(more),
          row('AON-1', 'Written first', 100),
          row('AON-2', 'Explodes midway', 100),
          row('RT-1', 'Round trip plain', 9999),
        ]),
        staff,
      ),
    )
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatch(/Row 3 could not be saved, so nothing was imported/)
    expect(await listItems()).toEqual(before)
  })

  it('removes a dropped photo only once the import is committed', async () => {
    const image = await uploadedImage()
    await createItem({ stock_number: 'IMG-1', image_url: image, image_urls: [image] })
    const filename = decodeURIComponent(image.split('/').pop() ?? '')
    const mediaCount = async () =>
      (
        await (
          await payload()
        ).count({ collection: 'media', where: { filename: { equals: filename } } })
      ).totalDocs
    const dropImage = ['IMG-1', '']
    const failed = await withExplodingWrites(() =>
      applyResponse(
        csv([
          ['stock', 'images', 'model'],
          dropImage.concat('Kept'),
          ['RT-1', '', 'Explodes midway'],
        ]),
        staff,
      ),
    )
    expect(failed.status).toBe(422)
    expect(await mediaCount()).toBe(1)
    const done = await applyResponse(csv([['stock', 'images'], dropImage]), staff)
    expect(await done.json()).toMatchObject({ updated: 1 })
    expect(await mediaCount()).toBe(0)
  })

  it('creates new units and updates matched ones by stock number', async () => {
    const response = await applyResponse(
      csv([
        header.concat(more),
        row('AP-1', 'Applied new', 1500),
        row('RT-1', 'Round trip plain', 3895.5),
      ]),
      staff,
    )
    expect(await response.json()).toMatchObject({ created: 1, updated: 1 })
    const items = await listItems()
    expect(items.find((item) => item.stock_number === 'AP-1')).toMatchObject({
      model_name: 'Applied new',
      price: 1500,
      status: 'available',
      is_available: true,
    })
  })

  it('previews and applies 1,000 rows (timings printed, not asserted)', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) =>
      row(`BULK-${index}`, `Bulk ${index}`, 2000),
    )
    const text = csv([header.concat(more), ...rows])
    let started = performance.now()
    const plan = await preview(text, staff)
    const previewMs = performance.now() - started
    started = performance.now()
    const response = await applyResponse(text, staff)
    const applyMs = performance.now() - started
    console.info(`1,000 rows: preview ${previewMs.toFixed(0)} ms, apply ${applyMs.toFixed(0)} ms`)
    expect(plan.create).toHaveLength(1000)
    expect(await response.json()).toMatchObject({ created: 1000 })
  }, 300_000)
})
