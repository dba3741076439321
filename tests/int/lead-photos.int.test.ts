import { readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact/photos/route'
import { leadPhotosDir } from '@/server/media/dir'
import { leadPhotoFilename } from '@/lib/leads/photo-address'
import { maxImageBytes } from '@/lib/body-limits.mjs'
import { leadRefusals } from '@/lib/leads/refusals'

import { appUrl } from './helpers/app-url'
import { phonePhoto, smallPng } from '../support/inventory-image-fixtures'
import { fromClient, payload } from './helpers/requests'
import { sendTradeIn, tradeInFields, type SentPhoto } from './helpers/shopper-leads'

/*
 * POST /api/contact/photos (ADR 0045): a trade-in and its photos in one multipart form. Photos
 * are checked by content, capped in size and count, re-encoded without EXIF or GPS and stored as
 * private lead photos with the lead (ADR 0051); a refusal stores neither the lead nor any photo.
 */
let clients = 0
let shoppers = 0
const shopper = () => `lead-photos-${process.pid}-${Date.now()}-${shoppers++}@shopper.example`

// Deleting the leads deletes their photos.
afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'quote-requests', where: { email: { like: 'lead-photos-' } } })
})

function send(
  fields: Record<string, string>,
  photos: SentPhoto[],
  accept = 'application/json',
  extra: Record<string, string> = {},
) {
  const headers = new Headers({ ...fromClient(`192.0.2.${++clients}`), accept, ...extra })
  return sendTradeIn(fields, photos, headers)
}

const leadsOf = async (email: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'quote-requests', where: { email: { equals: email } }, depth: 0 })
  ).docs

async function expectRefused(response: Response, status: number, message: RegExp, email: string) {
  expect(response.status).toBe(status)
  expect(((await response.json()) as { error: string }).error).toMatch(message)
  expect(await leadsOf(email)).toHaveLength(0)
}

describe('POST /api/contact/photos', () => {
  it('stores a trade-in with two photos, re-encoded without EXIF or GPS', async () => {
    const email = shopper()
    const gps = await phonePhoto()
    expect((await sharp(gps).metadata()).exif).toBeDefined()
    const response = await send(tradeInFields(email), [
      { data: gps, name: 'IMG_0001.jpg' },
      { data: await smallPng(), name: 'stern.png' },
    ])
    expect(response.status).toBe(201)
    const [lead] = await leadsOf(email)
    expect(lead!.kind).toBe('trade-in')
    const { photos } = lead!.details as { photos: string[] }
    expect(photos).toHaveLength(2)
    for (const url of photos) {
      const bytes = readFileSync(path.join(leadPhotosDir, leadPhotoFilename(url)!))
      const meta = await sharp(bytes).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false)
    }
  })

  it("keeps the posting client's address with a text consent, as every lead form does", async () => {
    const email = shopper()
    const response = await send(
      { ...tradeInFields(email), textMe: 'on', mobile: '(201) 555-0142' },
      [{ data: await smallPng(), name: 'stern.png' }],
    )
    expect(response.status).toBe(201)
    const [lead] = await leadsOf(email)
    expect(lead!.textConsent).toMatchObject({
      number: '+12015550142',
      address: `192.0.2.${clients}`,
    })
  })

  it('refuses a file that is not an image with 415 and stores nothing', async () => {
    const email = shopper()
    const response = await send(tradeInFields(email), [
      { data: await smallPng(), name: 'ok.png' },
      { data: '%PDF-1.4 not a photo', name: 'boat.jpg' },
    ])
    await expectRefused(response, 415, /boat\.jpg.*JPEG, PNG/, email)
  })

  it('refuses a photo over 10 MB with 413, and more than six photos with 400', async () => {
    const email = shopper()
    const big = new Uint8Array(maxImageBytes + 1)
    await expectRefused(
      await send(tradeInFields(email), [{ data: big, name: 'huge.jpg' }]),
      413,
      /at most 10 MB/,
      email,
    )
    const png = await smallPng()
    const seven = Array.from({ length: 7 }, (_, index) => ({ data: png, name: `p${index}.png` }))
    await expectRefused(await send(tradeInFields(email), seven), 400, /at most 6 photos/, email)
  })

  it('refuses a body that is not multipart form data as its type says, with 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const headers = new Headers({
        ...fromClient(`192.0.2.${++clients}`),
        accept: 'application/json',
        'content-type': contentType,
      })
      const response = await POST(
        new Request(appUrl('/api/contact/photos'), {
          method: 'POST',
          headers,
          body: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\ntrade-in',
        }),
        {},
      )
      expect(response.status, contentType).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe(
        'The form could not be read as multipart form data.',
      )
    }
  })

  it('refuses a body over the limit before reading it, with 413', async () => {
    const email = shopper()
    const big = new Uint8Array(maxImageBytes - 1)
    const photos = Array.from({ length: 7 }, (_, index) => ({ data: big, name: `b${index}.jpg` }))
    await expectRefused(
      await send(tradeInFields(email), photos),
      413,
      /at most 6 photos of 10 MB/,
      email,
    )
  })

  it('sends a plain form back to its page with what was typed, the photo problem by its code', async () => {
    const email = shopper()
    const headers = { referer: appUrl('/trade-in') }
    const typo = await send(
      { ...tradeInFields(email), 'details.year': 'last year' },
      [],
      'text/html',
      headers,
    )
    expect(typo.status).toBe(303)
    const back = new URL(typo.headers.get('location')!)
    expect(back.pathname).toBe('/trade-in')
    expect(back.hash).toBe('#lead-form')
    expect(back.searchParams.get('details.make')).toBe('Carolina Skiff')
    expect(back.searchParams.get('details.year')).toBe('last year')

    const notPhoto = await send(
      tradeInFields(email),
      [{ data: 'plain text', name: 'a.jpg' }],
      'text/html',
      headers,
    )
    expect(new URL(notPhoto.headers.get('location')!).searchParams.get('photos')).toBe('type')
    expect(await leadsOf(email)).toHaveLength(0)

    const sent = await send(tradeInFields(email), [], 'text/html', headers)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toMatch(/\/contact\/sent\?kind=trade-in$/)
    expect(await leadsOf(email)).toHaveLength(1)
  })

  it('limits each client: the sixth stored lead in ten minutes is refused with 429', async () => {
    const client = `192.0.2.250`
    const answers: number[] = []
    for (let i = 0; i < 6; i++) {
      const form = new FormData()
      for (const [name, value] of Object.entries(tradeInFields(shopper()))) form.append(name, value)
      const headers = new Headers({ ...fromClient(client), accept: 'application/json' })
      answers.push(
        (
          await POST(
            new Request(appUrl('/api/contact/photos'), { method: 'POST', headers, body: form }),
            {},
          )
        ).status,
      )
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429])
    // A browser's plain post over the limit gets the outcome page, in its kind's words.
    const form = new FormData()
    for (const [name, value] of Object.entries(tradeInFields(shopper()))) form.append(name, value)
    const headers = new Headers({
      ...fromClient(client),
      accept: 'text/html',
      referer: appUrl('/trade-in'),
    })
    const page = await POST(
      new Request(appUrl('/api/contact/photos'), { method: 'POST', headers, body: form }),
      {},
    )
    expect(page.status).toBe(303)
    const outcome = new URL(page.headers.get('location')!)
    expect(outcome.pathname).toBe('/contact/sent')
    expect(outcome.searchParams.get('kind')).toBe('trade-in')
    expect(outcome.searchParams.get('error')).toEqual(expect.any(String))
  })

  it('reads two posts at once, keeps four waiting unread, and refuses more with 503', async () => {
    // Each body arrives whole but does not end until `release`: a post being read holds its place.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let reading = 0
    const held = async (accept: string) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(tradeInFields(shopper()))) form.append(name, value)
      const encoded = new Response(form)
      const bytes = new Uint8Array(await encoded.arrayBuffer())
      let sent = false
      // No queue of its own (highWaterMark 0): pulled only once the post is read.
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (!sent) {
              sent = true
              reading++
              controller.enqueue(bytes)
              return
            }
            await released
            controller.close()
          },
        },
        { highWaterMark: 0 },
      )
      const headers = new Headers({
        ...fromClient(`198.51.100.${++clients}`),
        accept,
        referer: appUrl('/trade-in'),
        'content-type': encoded.headers.get('content-type')!,
      })
      const request = new Request(appUrl('/api/contact/photos'), {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit)
      return POST(request, {})
    }
    const admitted = Array.from({ length: 6 }, () => held('application/json'))
    await expect.poll(() => reading).toBe(2)
    // The other four have taken their clients' places and wait for the instance's.
    await new Promise((resolve) => setTimeout(resolve, 500))

    const refused = await held('application/json')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(((await refused.json()) as { error: string }).error).toBe(leadRefusals.full)
    const page = await held('text/html')
    expect(page.status).toBe(303)
    const outcome = new URL(page.headers.get('location')!)
    expect(outcome.pathname).toBe('/contact/sent')
    expect(outcome.searchParams.get('error')).toBe('full')
    expect(reading, 'a refused post is not read').toBe(2)

    release()
    expect((await Promise.all(admitted)).map((answer) => answer.status)).toEqual(Array(6).fill(201))
  })
})
