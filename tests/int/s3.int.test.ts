import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { appUrl } from './helpers/app-url'

/*
 * The S3 storage path against a real S3-compatible server (s3rver) started here. S3 settings are
 * set before the app's modules load, so this file's Payload stores media in the bucket.
 */
const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: 'media', configs: [] }],
})
const { port } = (await s3.run()) as AddressInfo
Object.assign(process.env, {
  S3_BUCKET: 'media',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
})

const { default: config } = await import('@payload-config')
const { REST_GET } = await import('@payloadcms/next/routes')
const { payload, signedInHeaders } = await import('./helpers/requests')

afterAll(async () => {
  await s3.close()
  rmSync(directory, { recursive: true, force: true })
})

describe('media on S3-compatible storage', () => {
  it('stores an upload in the bucket and serves the same bytes back', async () => {
    const client = await payload()
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#13315c' },
    })
      .webp()
      .toBuffer()

    const doc = await client.create({
      collection: 'media',
      data: { alt: 's3 round trip' },
      file: { data: image, mimetype: 'image/webp', name: 's3-round-trip.webp', size: image.length },
    })
    expect(doc.filename).toMatch(/\.webp$/)

    const response = await REST_GET(config)(
      new Request(appUrl(`/cms/api/media/file/${doc.filename}`)),
      { params: Promise.resolve({ slug: ['media', 'file', doc.filename!] }) },
    )
    expect(response.status).toBe(200)
    const served = Buffer.from(await response.arrayBuffer())
    expect(served.equals(image)).toBe(true)

    await client.delete({ collection: 'media', id: doc.id })
  })
})

describe('the shipped pictures on S3-compatible storage (ADR 0055)', () => {
  it('go into the bucket as stored once, sizes included, when a database gets its content', async () => {
    const client = await payload()
    const { createLocalReq } = await import('payload')
    const { mediaFromSitePath } = await import('@/seed/media')
    const { shippedMediaDir } = await import('@/seed/shipped-media')
    // This file's database got the content on disk (its template): the picture is loaded anew.
    const sitePath = '/images/heroes/aluminum.webp'
    await client.db.deleteOne({
      collection: 'media',
      where: { filename: { equals: 'heroes-aluminum.webp' } },
    })
    const req = await createLocalReq({}, client)
    const id = await mediaFromSitePath({ payload: client, req }, sitePath, 'S3 seed')
    const doc = await client.findByID({ collection: 'media', id, depth: 0 })
    for (const name of [doc.filename!, doc.sizes!.thumbnail!.filename!]) {
      const response = await REST_GET(config)(new Request(appUrl(`/cms/api/media/file/${name}`)), {
        params: Promise.resolve({ slug: ['media', 'file', name] }),
      })
      expect(response.status, name).toBe(200)
      const served = Buffer.from(await response.arrayBuffer())
      expect(served.equals(readFileSync(path.join(shippedMediaDir, name))), name).toBe(true)
    }
  })
})

describe("shoppers' photos on S3-compatible storage (ADR 0051)", () => {
  it('keeps them under their own prefix, private, served to staff only through the app', async () => {
    const client = await payload()
    const image = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#5c3113' },
    })
      .webp()
      .toBuffer()
    const name = `${'ab'.repeat(16)}.webp`
    const doc = await client.create({
      collection: 'lead-photos',
      data: {},
      file: { data: image, mimetype: 'image/webp', name, size: image.length },
      overrideAccess: true,
    })
    const get = (slug: string[], headers = new Headers()) =>
      REST_GET(config)(new Request(appUrl(`/cms/api/${slug.join('/')}`), { headers }), {
        params: Promise.resolve({ slug }),
      })

    // Stored under its prefix with no ACL of its own (private in S3; s3rver enforces no ACLs,
    // so it serves the key here to show where the object went).
    const object = await fetch(`${process.env.S3_ENDPOINT}/media/lead-photos/${name}`)
    expect(object.status, 'the object is under lead-photos/').toBe(200)
    expect((await get(['lead-photos', 'file', name])).status).toBe(403)
    expect((await get(['lead-photos', 'file', name], await signedInHeaders('editor'))).status).toBe(
      403,
    )
    expect((await get(['media', 'file', `lead-photos%2F${name}`])).status).not.toBe(200)
    const served = await get(['lead-photos', 'file', name], await signedInHeaders('staff'))
    expect(served.status).toBe(200)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 32, 24])

    await client.delete({ collection: 'lead-photos', id: doc.id, overrideAccess: true })
  })
})
