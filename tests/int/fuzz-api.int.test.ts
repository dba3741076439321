import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getCategories } from '@/app/api/categories/route'
import { POST as postContact } from '@/app/api/contact/route'
import { DELETE, PUT } from '@/app/api/inventory/[id]/route'
import { POST as postInventory } from '@/app/api/inventory/route'
import { POST as postImage } from '@/app/api/upload-image/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryLimits } from '@/lib/inventory/options'

import { ensureTestCategories, validBody } from './helpers/inventory-fixtures'
import { fromClient, jsonRequest, payload, routeParams, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'

/*
 * Property-based fuzzing of every /api/* handler, in-process: hostile bodies, ids, content types
 * and uploads must get a 4xx JSON `{ error }` (or a normal success), never a 5xx, and a refused
 * call must write nothing. A fixed seed keeps every run the same.
 */
const seed = 20_261_122
const runs = {
  postInventory: 800,
  put: 700,
  delete: 400,
  upload: 400,
  contact: 6800,
  categories: 1000,
}
const tally: Record<string, Record<number, number>> = {}
let staff: Headers
let target: InventoryApiItem

const numbersAtClamps = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1.005,
  inventoryLimits.stock,
  inventoryLimits.stock + 1,
  inventoryLimits.capacity,
  inventoryLimits.capacity + 1,
  inventoryLimits.price,
  inventoryLimits.price + 0.01,
  inventoryLimits.length + 0.1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
)
const deep = (depth: number, open: string, close: string) =>
  open.repeat(depth) + close.repeat(depth)
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3, maxKeys: 5, withNullPrototype: true }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  numbersAtClamps,
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    'x'.repeat(5_001),
    'é'.repeat(40_000),
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u0000',
    '\ud800',
    '__proto__',
  ),
  fc.constant(JSON.parse(deep(200, '[', ']'))),
)
const fieldName = fc.oneof(
  fc.constantFrom(
    ...Object.keys(validBody()),
    'updatedAt',
    'id',
    '__proto__',
    'constructor',
    'is_available',
  ),
  fc.string({ maxLength: 20 }),
)

/** A valid inventory body with a few fields broken, dropped or added. */
const mutatedItem = fc
  .array(fc.tuple(fieldName, fc.option(hostileValue, { nil: undefined })), {
    minLength: 1,
    maxLength: 3,
  })
  .map((changes) => {
    const body: Record<string, unknown> = validBody({ model_name: 'Fuzz unit' })
    for (const [field, value] of changes) {
      if (value === undefined) delete body[field]
      else
        Object.defineProperty(body, field, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        })
    }
    return JSON.stringify(body) ?? 'null'
  })

type Wire = { text: string; type: string }
/** Bodies as sent: JSON of anything, broken JSON, deep nesting, too large, wrong content types. */
const wireBody = (structured: fc.Arbitrary<string>): fc.Arbitrary<Wire> =>
  fc.oneof(
    { weight: 6, arbitrary: structured.map((text) => ({ text, type: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 4 })
        .map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 300 })
        .map((text) => ({ text, type: 'application/json; charset=utf-8' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          deep(20_000, '[', ']'),
          deep(5_000, '{"a":', '}').replace(/}$/, '1}'),
          `"${'a'.repeat(70_000)}"`,
        )
        .map((text) => ({ text, type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          structured,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            '',
            'application/jsonp',
            'image/png',
          ),
        )
        .map(([text, type]) => ({ text, type })),
    },
  )

const oddId = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '１',
      '999999999',
      '1000000000',
      '%00',
      '../1',
      'null',
      'NaN',
      '9'.repeat(400),
    ),
    fc.integer({ min: 100_000_000, max: 999_999_999 }).map(String),
  )
  .filter((id) => !/^\d{1,9}$/.test(id) || Number(id) >= 100_000_000)

function request(path: string, method: string, wire: Wire, headers: Headers = staff): Request {
  const all = new Headers(headers)
  if (wire.type) all.set('content-type', wire.type)
  return new Request(appUrl(path), { method, headers: all, body: wire.text })
}

/**
 * Checks one answer: never 5xx, errors as JSON `{ error }`, a plain form sent on to a page of this
 * site (303, ADR 0031); returns the status.
 */
async function judge(name: string, response: Response): Promise<number> {
  const status = response.status
  tally[name] ??= {}
  tally[name][status] = (tally[name][status] ?? 0) + 1
  expect(status, `${name} answered ${status}`).toBeLessThan(500)
  if (status === 303) {
    expect(response.headers.get('location')).toMatch(new RegExp(`^${appUrl('/')}`))
    return status
  }
  const body = await response.text()
  if (status >= 400) expect(JSON.parse(body)).toMatchObject({ error: expect.any(String) })
  else JSON.parse(body)
  return status
}

const rows = async (collection: 'inventory-items' | 'quote-requests') =>
  (await (await payload()).count({ collection })).totalDocs
const options = (numRuns: number) => ({ seed, numRuns, endOnFailure: true })

beforeAll(async () => {
  await ensureTestCategories()
  staff = await signedInHeaders('staff')
  const created = await postInventory(jsonRequest('/api/inventory', 'POST', validBody(), staff), {})
  target = await created.json()
})

describe('fuzzing every /api/* handler', () => {
  it(
    'POST /api/inventory never fails with 5xx and stores only what it accepts',
    { timeout: 120_000 },
    async () => {
      const before = await rows('inventory-items')
      let created = 0
      await fc.assert(
        fc.asyncProperty(wireBody(mutatedItem), async (wire) => {
          if (
            (await judge(
              'POST /api/inventory',
              await postInventory(request('/api/inventory', 'POST', wire), {}),
            )) === 201
          )
            created++
        }),
        options(runs.postInventory),
      )
      expect(await rows('inventory-items')).toBe(before + created)
    },
  )

  it(
    'PUT /api/inventory/{id} refuses odd ids and bodies without writing',
    { timeout: 120_000 },
    async () => {
      const before = await rows('inventory-items')
      let acceptedOnTarget = 0
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(oddId, fc.constant(String(target.id))),
          wireBody(mutatedItem),
          async (id, wire) => {
            const status = await judge(
              'PUT /api/inventory/{id}',
              await PUT(
                request(`/api/inventory/${encodeURIComponent(id)}`, 'PUT', wire),
                routeParams({ id }),
              ),
            )
            if (status === 200) acceptedOnTarget++
          },
        ),
        options(runs.put),
      )
      expect(await rows('inventory-items')).toBe(before)
      if (acceptedOnTarget === 0) {
        const doc = await (
          await payload()
        ).findByID({ collection: 'inventory-items', id: target.id, depth: 0 })
        expect(new Date(doc.updatedAt).toISOString()).toBe(
          new Date(target.updated_at).toISOString(),
        )
      }
    },
  )

  it('DELETE /api/inventory/{id} with odd ids deletes nothing', { timeout: 60_000 }, async () => {
    const before = await rows('inventory-items')
    await fc.assert(
      fc.asyncProperty(oddId, async (id) => {
        await judge(
          'DELETE /api/inventory/{id}',
          await DELETE(
            request(`/api/inventory/x`, 'DELETE', { text: '', type: '' }),
            routeParams({ id }),
          ),
        )
      }),
      options(runs.delete),
    )
    expect(await rows('inventory-items')).toBe(before)
  })

  it(
    'POST /api/upload-image refuses random bytes and content types without storing',
    { timeout: 120_000 },
    async () => {
      const before = (await (await payload()).count({ collection: 'media' })).totalDocs
      const upload = fc.record({
        bytes: fc.uint8Array({ maxLength: 2048 }),
        declared: fc.constantFrom(
          'image/jpeg',
          'image/png',
          'image/svg+xml',
          'text/html',
          'application/octet-stream',
          '',
        ),
        name: fc.string({ unit: 'grapheme', maxLength: 40 }),
        field: fc.constantFrom('image', 'file', 'Image'),
        category: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
        asForm: fc.boolean(),
        rawType: fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'image/png',
          'application/json',
        ),
      })
      await fc.assert(
        fc.asyncProperty(upload, async (input) => {
          let body: BodyInit
          const headers = new Headers(staff)
          if (input.asForm) {
            const form = new FormData()
            form.set(
              input.field,
              new Blob([input.bytes], { type: input.declared }),
              input.name || 'x.jpg',
            )
            if (input.category !== undefined) form.set('category', input.category)
            body = form
          } else {
            headers.set('content-type', input.rawType)
            body = input.bytes
          }
          await judge(
            'POST /api/upload-image',
            await postImage(
              new Request(appUrl('/api/upload-image'), { method: 'POST', headers, body }),
              {},
            ),
          )
        }),
        options(runs.upload),
      )
      expect((await (await payload()).count({ collection: 'media' })).totalDocs).toBe(before)
    },
  )

  it(
    'POST /api/contact never fails with 5xx and stores only accepted, non-trap requests',
    { timeout: 180_000 },
    async () => {
      const before = await rows('quote-requests')
      let stored = 0
      let client = 0
      const quote = fc
        .record(
          {
            name: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 130 }), hostileValue),
            email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), hostileValue),
            phone: fc.oneof(
              fc.constant('(410) 555-0100'),
              fc.string({ maxLength: 45 }),
              hostileValue,
            ),
            message: fc.oneof(
              fc.string({ unit: 'grapheme', maxLength: 300 }),
              fc.constant('m'.repeat(5_001)),
              hostileValue,
            ),
            trailer: fc.oneof(fc.string({ maxLength: 210 }), hostileValue),
            website: fc.oneof(fc.constant(''), fc.string({ maxLength: 5 }), hostileValue),
            extra: hostileValue,
          },
          { requiredKeys: [] },
        )
        .map((body) => JSON.stringify(body) ?? 'null')
      await fc.assert(
        fc.asyncProperty(wireBody(quote), async (wire) => {
          const headers = new Headers({
            ...fromClient(`fuzz-${process.pid}-${seed}-${++client}`),
          })
          const answer = await postContact(request('/api/contact', 'POST', wire, headers), {})
          const status = await judge('POST /api/contact', answer)
          // A plain form is sent on without ?error= when stored; JSON text read as one sets no trap.
          if (status === 303 && !answer.headers.get('location')?.includes('error=')) stored++
          if (status !== 201) return
          const trap = (JSON.parse(wire.text) as { website?: unknown }).website
          if (!(typeof trap === 'string' && trap.trim() !== '')) stored++
        }),
        options(runs.contact),
      )
      expect(await rows('quote-requests')).toBe(before + stored)
    },
  )

  it('GET /api/categories answers JSON whatever the request carries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 100 }),
        wireBody(fc.string()),
        async (query, wire) => {
          const path = `/api/categories?${encodeURIComponent(query)}`
          await judge(
            'GET /api/categories',
            await getCategories(
              new Request(appUrl(path), { headers: { 'content-type': wire.type } }),
              {},
            ),
          )
        },
      ),
      options(runs.categories),
    )
    const total = Object.values(tally)
      .flatMap((statuses) => Object.values(statuses))
      .reduce((sum, n) => sum + n, 0)
    console.log(
      `[fuzz] seed ${seed}: ${total} generated requests, statuses per route ${JSON.stringify(tally)}`,
    )
    expect(total).toBeGreaterThanOrEqual(10_000)
  })
})
