import { existsSync, readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leadPhotosDir } from '@/server/media/dir'
import { leadPhotoFilename } from '@/lib/leads/photo-address'
import { mediaUrl } from '@/lib/media/address'
import { moveShopperPhotosOutOfMedia } from '@/server/leads/lead-photos-move'

import { cms } from './helpers/authz-trials'
import { phonePhoto, smallPng } from '../support/inventory-image-fixtures'
import { fromClient, payload, signedInHeaders } from './helpers/requests'
import { leadOf, sendTradeIn, tradeInFields, type SentPhoto } from './helpers/shopper-leads'

/*
 * Shoppers' photos are private (issue 50 item 6, ADR 0051): stored in `lead-photos` under a random
 * name without EXIF, listed and served to staff and admins only, never to visitors or editors,
 * changed or deleted by no account, and removed with their lead.
 */
let clients = 0
let shoppers = 0
const shopper = () => `private-photos-${process.pid}-${Date.now()}-${shoppers++}@shopper.example`
const anonymous = () => new Headers()
let editor: Headers
let staff: Headers
let admin: Headers

beforeAll(async () => {
  editor = await signedInHeaders('editor')
  staff = await signedInHeaders('staff')
  admin = await signedInHeaders('admin')
})

afterAll(async () => {
  const client = await payload()
  await client.delete({
    collection: 'quote-requests',
    where: { email: { like: 'private-photos-' } },
  })
})

async function sendTradeInFor(email: string, photos: SentPhoto[]) {
  const headers = new Headers({
    ...fromClient(`203.0.113.${++clients}`),
    accept: 'application/json',
  })
  const response = await sendTradeIn(tradeInFields(email), photos, headers)
  expect(response.status).toBe(201)
  const lead = await leadOf(email)
  return { lead, photos: (lead.details as { photos: string[] }).photos }
}

const photoDoc = async (filename: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'lead-photos', where: { filename: { equals: filename } }, depth: 0 })
  ).docs[0]

const fileOf = (url: string) => leadPhotoFilename(url)!

describe('shoppers’ photos', () => {
  let lead: Awaited<ReturnType<typeof sendTradeInFor>>['lead']
  let filename: string
  let photoId: number

  beforeAll(async () => {
    const sent = await sendTradeInFor(shopper(), [
      { data: await phonePhoto(), name: 'IMG_0001.jpg' },
    ])
    lead = sent.lead
    expect(sent.photos).toHaveLength(1)
    filename = fileOf(sent.photos[0]!)
    photoId = (await photoDoc(filename))!.id
  })

  it('are stored apart from media, under a random name, without EXIF', async () => {
    expect(filename).toMatch(/^[0-9a-f]{32}\.webp$/)
    const bytes = readFileSync(path.join(leadPhotosDir, filename))
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false)
    const stored = JSON.stringify(await photoDoc(filename))
    expect(stored).not.toMatch(/IMG_0001/i)
    const media = await cms('GET', 'media?where[alt][like]=shopper', anonymous())
    expect(((await media.json()) as { docs: unknown[] }).docs).toEqual([])
  })

  it('are neither listed nor served to a visitor, even by their exact address', async () => {
    const list = await cms('GET', 'lead-photos', anonymous())
    expect(list.status).toBe(403)
    for (const name of [filename, `${randomBytes(16).toString('hex')}.webp`]) {
      const file = await cms('GET', `lead-photos/file/${name}`, anonymous())
      expect(file.status, name).toBe(403)
      expect(file.headers.get('content-type')).not.toMatch(/image/)
    }
    const asMedia = await cms('GET', `media/file/${filename}`, anonymous())
    expect(asMedia.status).not.toBe(200)
  })

  it('are neither listed, served, changed nor deleted by an editor', async () => {
    expect((await cms('GET', 'lead-photos', editor)).status).toBe(403)
    expect((await cms('GET', `lead-photos/${photoId}`, editor)).status).toBe(403)
    expect((await cms('GET', `lead-photos/file/${filename}`, editor)).status).toBe(403)
    expect(
      (await cms('PATCH', `lead-photos/${photoId}`, editor, { filename: 'x.webp' })).status,
    ).toBe(403)
    expect((await cms('DELETE', `lead-photos/${photoId}`, editor)).status).toBe(403)
    expect((await cms('DELETE', `lead-photos?where[id][equals]=${photoId}`, editor)).status).toBe(
      403,
    )
    expect(await photoDoc(filename)).toBeDefined()
    expect(existsSync(path.join(leadPhotosDir, filename))).toBe(true)
  })

  it('are listed and served to staff, for them alone', async () => {
    const list = await cms('GET', 'lead-photos', staff)
    expect(list.status).toBe(200)
    const ids = ((await list.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
    expect(ids).toContain(photoId)
    const file = await cms('GET', `lead-photos/file/${filename}`, staff)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp')
    // Not even an admin deletes one by itself: it goes with its lead.
    expect((await cms('DELETE', `lead-photos/${photoId}`, admin)).status).toBe(403)
  })

  it('are deleted with their lead', async () => {
    const response = await cms('DELETE', `quote-requests/${lead.id}`, admin)
    expect(response.status).toBe(200)
    expect(await photoDoc(filename)).toBeUndefined()
    expect(existsSync(path.join(leadPhotosDir, filename))).toBe(false)
  })
})

describe('the move out of media (migration 20261129_012200_lead_photos_move)', () => {
  it('moves a lead’s media photo to a private one and removes shopper photos left in media', async () => {
    const client = await payload()
    const png = await smallPng(16, 16)
    const media = async (alt: string, name: string) =>
      client.create({
        collection: 'media',
        data: { alt },
        file: { data: png, mimetype: 'image/png', name, size: png.length },
        overrideAccess: true,
        depth: 0,
      })
    const shown = await media('Trade-in photo sent by a shopper', 'img-0042-driveway.png')
    const orphan = await media('Part photo sent by a shopper', 'img-0043-part.png')
    const editorial = await media('A trailer on the ramp', 'ramp.png')
    const lead = await client.create({
      collection: 'quote-requests',
      data: {
        kind: 'trade-in',
        name: 'Old Lead',
        email: shopper(),
        message: 'Trade-in',
        status: 'new',
        details: { item: 'boat', photos: [mediaUrl(shown.filename!)] },
      },
      overrideAccess: true,
      depth: 0,
    })

    const req = await (await import('payload')).createLocalReq({}, client)
    await moveShopperPhotosOutOfMedia({ payload: client, req })

    const moved = await client.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    const [url] = (moved.details as { photos: string[] }).photos
    const name = fileOf(url!)
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/)
    expect(await photoDoc(name)).toBeDefined()
    const meta = await sharp(readFileSync(path.join(leadPhotosDir, name))).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    const left = await client.find({
      collection: 'media',
      where: { id: { in: [shown.id, orphan.id, editorial.id] } },
      depth: 0,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([editorial.id])
    await client.delete({ collection: 'media', id: editorial.id })
  })
})
