import { mkdtempSync, rmSync } from 'node:fs'
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
const { payload } = await import('./helpers/requests')

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
