import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { dropDatabase, ensureDatabase } from '../../scripts/embedded-postgres'
import { databaseUrl, runScript } from './helpers/backup-helpers'

/*
 * The media half of db:backup / db:restore when media live in an S3 bucket (s3rver started
 * here). The scripts also dump and restore a database: an empty one of this file's own.
 */
const serverUrl = process.env.DATABASE_URL!
const ownName = `${new URL(serverUrl).pathname.slice(1)}_backup_s3`.slice(0, 60)
const scratch = mkdtempSync(path.join(os.tmpdir(), 'backup-s3-test-'))
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory: path.join(scratch, 's3rver'),
  silent: true,
  configureBuckets: [{ name: 'media', configs: [] }],
})
const { port } = (await s3.run()) as AddressInfo
const settings = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
}
const bucket = new S3Client({
  endpoint: settings.S3_ENDPOINT,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})
await ensureDatabase(serverUrl, ownName)
const env = { ...settings, DATABASE_URL: databaseUrl(serverUrl, ownName) }

afterAll(async () => {
  bucket.destroy()
  await s3.close()
  await dropDatabase(serverUrl, ownName)
  rmSync(scratch, { recursive: true, force: true })
})

const put = (Key: string, Body: Buffer, ContentType: string) =>
  bucket.send(new PutObjectCommand({ Bucket: 'media', Key, Body, ContentType }))

async function get(Key: string): Promise<{ bytes: Buffer; type?: string }> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: 'media', Key }))
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType }
}

const image = (background: string, format: 'webp' | 'png') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    [format]()
    .toBuffer()

describe('db:backup / db:restore with media on S3', () => {
  it('downloads every object of the bucket and uploads them back with their content types', async () => {
    const webp = await image('#13315c', 'webp')
    const png = await image('#8da9c4', 'png')
    await put('trailer-a.webp', webp, 'image/webp')
    await put('folder/trailer-b.png', png, 'image/png')
    const backupDir = path.join(scratch, 'backup')

    const backup = await runScript('db-backup', [backupDir], env)
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toContain('and 2 media files (0.00 MB) from s3://media')
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.media).toMatchObject({ storage: 's3', count: 2 })
    expect(manifest.media.files).toEqual([
      expect.objectContaining({ path: 'folder/trailer-b.png', contentType: 'image/png' }),
      expect.objectContaining({ path: 'trailer-a.webp', contentType: 'image/webp' }),
    ])
    expect(readFileSync(path.join(backupDir, 'media', 'trailer-a.webp')).equals(webp)).toBe(true)

    await bucket.send(new DeleteObjectCommand({ Bucket: 'media', Key: 'trailer-a.webp' }))
    await put('folder/trailer-b.png', await image('#ff0000', 'png'), 'image/png')
    await put('uploaded-later.webp', webp, 'image/webp')

    const restore = await runScript('db-restore', [backupDir], env)
    expect(restore.status, restore.stderr).toBe(0)
    expect(await get('trailer-a.webp')).toEqual({ bytes: webp, type: 'image/webp' })
    expect(await get('folder/trailer-b.png')).toEqual({ bytes: png, type: 'image/png' })
    // Files the backup does not know are left alone: a restore never deletes from the bucket.
    expect((await get('uploaded-later.webp')).bytes.equals(webp)).toBe(true)
    console.log(
      `s3: ${manifest.media.count} objects (${manifest.media.bytes} B) backed up in ` +
        `${backup.ms} ms and restored in ${restore.ms} ms (child processes)`,
    )
  })
})
