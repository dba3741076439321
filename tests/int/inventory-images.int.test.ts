import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE, PUT } from '@/app/api/inventory/[id]/route'
import { POST as createItem } from '@/app/api/inventory/route'
import { POST as upload } from '@/app/api/upload-image/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import { lyingPng, phonePhoto, smallPng } from '../support/inventory-image-fixtures'
import { ensureTestCategories, removeUploads, validBody } from './helpers/inventory-fixtures'
import { jsonRequest, payload, routeParams, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'

let staff: Headers
const mediaDir = path.resolve(process.cwd(), '.data/media')

function uploadRequest(data: Uint8Array | string, name: string, type: string, headers = staff) {
  const form = new FormData()
  form.set(
    'image',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }),
    name,
  )
  form.set('category', 'trailers')
  return new Request(appUrl('/api/upload-image'), { method: 'POST', headers, body: form })
}

const send = (data: Uint8Array | string, name: string, type = 'image/jpeg') =>
  upload(uploadRequest(data, name, type), {})

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status)
  expect(((await response.json()) as { error: string }).error).toMatch(message)
}

const storedFile = (imageUrl: string) =>
  path.join(mediaDir, decodeURIComponent(imageUrl.split('/').pop()!))

async function uploaded(): Promise<string> {
  const response = await send(await smallPng(), 'small.png', 'image/png')
  expect(response.status).toBe(201)
  return ((await response.json()) as { url: string }).url
}

const created: string[] = []

beforeAll(async () => {
  await ensureTestCategories()
  staff = await signedInHeaders('staff')
})

afterAll(() => removeUploads(created))

describe('POST /api/upload-image', () => {
  it('re-encodes a phone JPEG to a WebP within 1920 px without EXIF or GPS, and serves its URL', async () => {
    const photo = await phonePhoto()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const response = await send(photo, 'IMG_0042.jpg')
    expect(response.status).toBe(201)
    const { url: imageUrl } = (await response.json()) as { url: string }
    created.push(imageUrl)
    expect(imageUrl).toMatch(/^\/cms\/api\/media\/file\/img-0042-[0-9a-f]{8}\.webp$/)
    const stored = readFileSync(storedFile(imageUrl))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 1440 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false)
    const media = await (
      await payload()
    ).find({
      collection: 'media',
      where: { filename: { equals: path.basename(storedFile(imageUrl)) } },
    })
    expect(media.docs[0]).toMatchObject({ mimeType: 'image/webp', width: 1920 })
  })

  it('refuses an SVG (script risk) with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    await expectRefused(
      await send(svg, 'logo.svg', 'image/svg+xml'),
      415,
      /Only JPEG, PNG, WebP, GIF or AVIF/,
    )
  })

  it('refuses an HTML page renamed .jpg with 415', async () => {
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
    await expectRefused(await send(html, 'photo.jpg'), 415, /Only JPEG, PNG, WebP, GIF or AVIF/)
  })

  it('refuses a JPEG header followed by garbage with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html>not really</html>'.repeat(20)),
    ])
    await expectRefused(await send(fake, 'polyglot.jpg'), 415, /not a readable/)
  })

  it('refuses 11 MB with 413, by its bytes and by its declared length', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    await expectRefused(await send(big, 'huge.jpg'), 413, /at most 10 MB/)
    const headers = new Headers(staff)
    headers.set('content-length', String(11 * 1024 * 1024))
    headers.set('content-type', 'multipart/form-data; boundary=x')
    const declared = await upload(
      new Request(appUrl('/api/upload-image'), { method: 'POST', headers, body: 'x' }),
      {},
    )
    await expectRefused(declared, 413, /at most 10 MB/)
  })

  it('refuses pixel bombs: a tiny PNG claiming 30000×30000 and a real 64 MP blank PNG', async () => {
    await expectRefused(
      await send(lyingPng(30000), 'bomb.png', 'image/png'),
      413,
      /too many pixels/,
    )
    const blank = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(blank.length).toBeLessThan(10 * 1024 * 1024)
    await expectRefused(await send(blank, 'blank.png', 'image/png'), 413, /too many pixels/)
  })

  it('answers 400 without an image field and 415 for a JSON body', async () => {
    const form = new FormData()
    form.set('category', 'trailers')
    const empty = await upload(
      new Request(appUrl('/api/upload-image'), { method: 'POST', headers: staff, body: form }),
      {},
    )
    await expectRefused(empty, 400, /image: an image file is required/)
    const json = await upload(jsonRequest('/api/upload-image', 'POST', { image: 'x' }, staff), {})
    expect(json.status).toBe(415)
  })
})

describe('image clean-up', () => {
  const createWith = async (image_urls: string[]): Promise<InventoryApiItem> => {
    const response = await createItem(
      jsonRequest('/api/inventory', 'POST', validBody({ image_url: null, image_urls }), staff),
      {},
    )
    expect(response.status).toBe(201)
    return response.json()
  }

  it('deleting an item removes its images unless another item still shows them', async () => {
    const [own, shared] = [await uploaded(), await uploaded()]
    const doomed = await createWith([own, shared])
    const keeper = await createWith([shared])
    const response = await DELETE(
      new Request(appUrl(`/api/inventory/${doomed.id}`), { method: 'DELETE', headers: staff }),
      routeParams({ id: String(doomed.id) }),
    )
    expect(response.status).toBe(200)
    expect(existsSync(storedFile(own))).toBe(false)
    expect(existsSync(storedFile(shared))).toBe(true)
    const client = await payload()
    const left = await client.find({
      collection: 'media',
      where: { filename: { equals: path.basename(storedFile(own)) } },
    })
    expect(left.totalDocs).toBe(0)
    await DELETE(
      new Request(appUrl(`/api/inventory/${keeper.id}`), { method: 'DELETE', headers: staff }),
      routeParams({ id: String(keeper.id) }),
    )
    expect(existsSync(storedFile(shared))).toBe(false)
  })

  it('an update that drops an image removes it, and keeps static images alone', async () => {
    const dropped = await uploaded()
    const item = await createWith([dropped, '/images/inventory/demo-01.webp'])
    const response = await PUT(
      jsonRequest(
        `/api/inventory/${item.id}`,
        'PUT',
        validBody({ image_url: null, image_urls: ['/images/inventory/demo-01.webp'] }),
        staff,
      ),
      routeParams({ id: String(item.id) }),
    )
    expect(response.status).toBe(200)
    expect(existsSync(storedFile(dropped))).toBe(false)
  })
})
