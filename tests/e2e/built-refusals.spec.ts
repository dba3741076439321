import type { APIRequestContext, APIResponse } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'

import { lyingPng, manyFrameGif } from '../support/inventory-image-fixtures'
import { expect, test } from './fixtures'
import { createUnit, galleryUnit, staffApi } from './inventory-fixtures'

/*
 * The refusals the integration suite checks in-process, against the production bundle: there
 * Payload's own errors (an upload hook's 415, NotFound on a lost delete race) once answered 500,
 * as `instanceof` failed on a second copy of their classes (src/server/api/refusal.ts).
 */
let api: APIRequestContext
const units: InventoryApiItem[] = []

const unit = async () => {
  const created = await createUnit(api, { ...galleryUnit, model_name: 'E2E-REFUSALS Bunk' })
  units.push(created)
  return created
}

async function expectRefused(response: APIResponse, status: number, message: RegExp) {
  expect(response.status(), await response.text()).toBe(status)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(((await response.json()) as { error: string }).error).toMatch(message)
}

const uploadImage = (buffer: Buffer, name: string, mimeType: string) =>
  api.post('/api/upload-image', {
    multipart: { image: { name, mimeType, buffer }, category: 'trailers' },
  })

const uploadMedia = (buffer: Buffer, name: string, mimeType: string) =>
  api.post('/cms/api/media', {
    multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt: 'refused' }) },
  })

/* Payload's `errors`, which its admin screen reads, and the site's `{ error }` beside it. */
const cmsMessage = async (response: APIResponse) => {
  const body = (await response.json()) as { error?: string; errors?: { message: string }[] }
  expect(body.error).toBe(body.errors?.[0]?.message)
  return body.error ?? ''
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await staffApi(playwright, String(testInfo.project.use.baseURL))
})

test.afterAll(async () => {
  for (const created of units) await api.delete(`/api/inventory/${created.id}`)
  await api.dispose()
})

test.describe('POST /api/upload-image on the built server', () => {
  test('refuses an SVG and an HTML page named .jpg with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    await expectRefused(
      await uploadImage(Buffer.from(svg), 'logo.svg', 'image/svg+xml'),
      415,
      /Only JPEG, PNG, WebP, GIF or AVIF/,
    )
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
    await expectRefused(
      await uploadImage(Buffer.from(html), 'photo.jpg', 'image/jpeg'),
      415,
      /Only JPEG, PNG, WebP, GIF or AVIF/,
    )
  })

  test('refuses a JPEG header followed by garbage with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html>not really</html>'.repeat(20)),
    ])
    await expectRefused(
      await uploadImage(fake, 'polyglot.jpg', 'image/jpeg'),
      415,
      /not a readable/,
    )
  })

  test('refuses a 900-megapixel PNG and a 40-frame GIF with 413', async () => {
    await expectRefused(
      await uploadImage(lyingPng(30_000), 'bomb.png', 'image/png'),
      413,
      /too many pixels/,
    )
    await expectRefused(
      await uploadImage(await manyFrameGif(40, 1500), 'anim.gif', 'image/gif'),
      413,
      /all frames together/,
    )
  })

  test('refuses 11 MB with 413 and a form without an image with 400', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    await expectRefused(await uploadImage(big, 'huge.jpg', 'image/jpeg'), 413, /at most 10 MB/)
    await expectRefused(
      await api.post('/api/upload-image', { multipart: { category: 'trailers' } }),
      400,
      /image: an image file is required/,
    )
  })
})

test('POST /cms/api/media refuses a pixel bomb and a 40-frame GIF with 413, in its format', async () => {
  const bomb = await uploadMedia(lyingPng(16_000), 'huge.png', 'image/png')
  expect(bomb.status()).toBe(413)
  expect(await cmsMessage(bomb)).toMatch(/too many pixels/)
  const gif = await uploadMedia(await manyFrameGif(40, 1500), 'anim.gif', 'image/gif')
  expect(gif.status()).toBe(413)
  expect(await cmsMessage(gif)).toMatch(/all frames together/)
  const svg = await uploadMedia(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'a.svg',
    'image/svg+xml',
  )
  expect(svg.status()).toBe(415)
})

test('POST /cms/api/media with a url instead of a file answers 400, nothing fetched', async () => {
  const response = await api.post('/cms/api/media', {
    data: { url: 'http://127.0.0.1:1/photo.png', filename: 'photo.png', alt: 'from an address' },
  })
  expect(response.status(), await response.text()).toBe(400)
  expect(await cmsMessage(response)).toBe(
    'Upload the image file itself: media is never fetched from an address',
  )
})

test('ten concurrent DELETEs of one unit answer one 200 and nine 404', async () => {
  const created = await unit()
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => api.delete(`/api/inventory/${created.id}`)),
  )
  const statuses = answers.map((answer) => answer.status()).sort()
  expect(statuses).toEqual([200, ...Array(9).fill(404)])
  for (const answer of answers.filter((entry) => entry.status() === 404)) {
    expect(((await answer.json()) as { error: string }).error).toBe('Inventory item not found')
  }
})

test('a stale updatedAt or If-Match answers 409 on /api and on /cms/api', async () => {
  const created = await unit()
  const read = created.updated_at
  const put = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    api.put(`/api/inventory/${created.id}`, { data: { ...galleryUnit, ...body }, headers })
  expect((await put({ stock_quantity: 5, updatedAt: read })).status()).toBe(200)
  await expectRefused(await put({ stock_quantity: 1, updatedAt: read }), 409, /changed by someone/)
  await expectRefused(await put({ stock_quantity: 1 }, { 'If-Match': `"${read}"` }), 409, /changed/)
  await expectRefused(await put({}, { 'If-Match': '"yesterday"' }), 400, /If-Match/)
  const cms = await api.patch(`/cms/api/inventory-items/${created.id}`, {
    data: { stock_quantity: 1, updatedAt: read },
  })
  expect(cms.status()).toBe(409)
  expect(await cmsMessage(cms)).toMatch(/changed by someone else/)
})

test('a missing unit answers 404 to every method, also after its delete', async () => {
  const missing = '/api/inventory/99999999'
  await expectRefused(await api.get(missing), 404, /not found/)
  await expectRefused(await api.put(missing, { data: galleryUnit }), 404, /not found/)
  await expectRefused(await api.delete(missing), 404, /not found/)
  const created = await unit()
  expect((await api.delete(`/api/inventory/${created.id}`)).status()).toBe(200)
  await expectRefused(
    await api.put(`/api/inventory/${created.id}`, { data: galleryUnit }),
    404,
    /not found/,
  )
  const cms = await api.patch(`/cms/api/inventory-items/${created.id}`, {
    data: { stock_quantity: 3 },
  })
  expect(cms.status()).toBe(404)
})
