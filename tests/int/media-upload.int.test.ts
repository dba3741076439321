import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lyingPng, manyFrameGif } from '../support/inventory-image-fixtures'
import { signedInHeaders } from './helpers/requests'
import { POST as cmsPost } from '@/app/(payload)/cms/api/[...slug]/route'

import { appUrl } from './helpers/app-url'
import { cms } from './helpers/authz-trials'

/*
 * /cms/api/media takes files through the same checks as /api/upload-image (ADR 0010):
 * the media collection's upload hook runs toWebp on every file, whichever route it came by.
 */
let staff: Headers
const created: number[] = []

function mediaForm(data: Buffer, name: string, type: string) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(data)], { type }), name)
  form.set('_payload', JSON.stringify({ alt: 'test upload' }))
  return form
}

const upload = (data: Buffer, name: string, type: string) =>
  cms('POST', 'media', new Headers(staff), mediaForm(data, name, type))

async function refusal(response: Response) {
  const body = (await response.json()) as { errors?: { message: string }[] }
  return body.errors?.[0]?.message ?? ''
}

beforeAll(async () => {
  staff = await signedInHeaders('staff')
})

afterAll(async () => {
  for (const id of created) await cms('DELETE', `media/${id}`, new Headers(staff))
})

describe('POST /cms/api/media', () => {
  it('refuses a 16000 × 16000 PNG by its pixel count, as JSON', async () => {
    const response = await upload(lyingPng(16_000), 'huge.png', 'image/png')
    expect(response.status).toBe(413)
    expect(await refusal(response)).toMatch(/too many pixels/)
  })

  it('refuses media from an address with 400, and stores nothing: the server fetches none', async () => {
    const count = async () =>
      (
        (await (await cms('GET', 'media?limit=0', new Headers(staff))).json()) as {
          totalDocs: number
        }
      ).totalDocs
    const before = await count()
    for (const body of [
      { url: 'http://127.0.0.1:1/photo.png', filename: 'photo.png', alt: 'x' },
      { url: 'https://example.com/photo.jpg', filename: 'photo.jpg' },
      { url: 'file:///etc/passwd', filename: 'passwd' },
      { url: 'http://127.0.0.1:1/photo.png' },
    ]) {
      const response = await cms('POST', 'media', new Headers(staff), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await refusal(response)).toBe(
        'Upload the image file itself: media is never fetched from an address',
      )
    }
    expect(await count()).toBe(before)
  })

  it('refuses an upload with a made-up token or cookie before reading its body (403)', async () => {
    for (const credential of <Record<string, string>[]>[
      { authorization: 'JWT not-a-real-token' },
      { cookie: 'payload-token=made.up.token' },
    ]) {
      // A body that never ends: a handler that reads it first never answers.
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('--x\r\n')),
      })
      const request = new Request(appUrl('/cms/api/media'), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...credential },
        body,
        duplex: 'half',
      } as RequestInit)
      const answer = await Promise.race([
        cmsPost(request, { params: Promise.resolve({ slug: ['media'] }) }),
        new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), 3000)),
      ])
      expect(answer, JSON.stringify(credential)).not.toBe('still reading')
      expect((answer as Response).status).toBe(403)
    }
  })

  it('refuses a 100-frame GIF of 1500 × 1500 quickly', async () => {
    const started = performance.now()
    const response = await upload(await manyFrameGif(100, 1500), 'anim.gif', 'image/gif')
    expect(response.status).toBe(413)
    expect(await refusal(response)).toMatch(/all frames together/)
    // Decoding it took a minute of CPU; refused from its header, it takes about 2 s on two busy cores.
    expect(performance.now() - started).toBeLessThan(15_000)
  })

  it('stores and serves a JPEG without its EXIF metadata, original included', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane Q. Photographer' } })
      .toBuffer()
    expect(photo.includes('Jane Q. Photographer')).toBe(true)
    const response = await upload(photo, 'boat.jpg', 'image/jpeg')
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as {
      doc: { id: number; filename: string; sizes: Record<string, { filename: string }> }
    }
    created.push(doc.id)
    const names = [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)]
    for (const name of names) {
      const served = await cms('GET', `media/file/${name}`, new Headers())
      expect(served.status, name).toBe(200)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(bytes.includes('Jane Q. Photographer'), name).toBe(false)
      expect((await sharp(bytes).metadata()).exif, name).toBeUndefined()
    }
  })
})
