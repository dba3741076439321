import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { mediaFilename } from '@/lib/media/address'
import { env, s3Enabled } from '@/server/env'
import { afterCommit } from '@/server/internals/after-commit'
import { transactionDb } from '@/server/internals/transaction-db'
import { storeLeadPhoto } from '@/server/leads/lead-photos-store'
import { s3ClientConfig } from '@/server/s3'
import { toWebp } from '@/server/services/images-process'

/*
 * Shoppers' photos stored as public media before ADR 0051, moved into the private `lead-photos`
 * collection by a data migration: each is re-encoded (toWebp: no EXIF), stored under a random
 * name, its lead pointed at the new address; then every shopper photo left in media (those of
 * leads already deleted too) is removed, once the migration has committed. No `server-only`:
 * migrations run outside Next.
 */

/** The alt texts ADR 0045's photos were stored with in the media library. */
const shopperAlts = ['Trade-in photo sent by a shopper', 'Part photo sent by a shopper']

type MediaFile = { filename?: string | null; prefix?: string | null }

async function mediaBytes(doc: MediaFile): Promise<Buffer> {
  const filename = doc.filename ?? ''
  if (!s3Enabled()) return readFile(path.resolve(process.cwd(), '.data/media', filename))
  const { GetObjectCommand, S3Client } = await import('@aws-sdk/client-s3')
  const client = new S3Client(s3ClientConfig())
  const key = doc.prefix ? `${doc.prefix}/${filename}` : filename
  const object = await client.send(new GetObjectCommand({ Bucket: env().S3_BUCKET, Key: key }))
  const chunks: Buffer[] = []
  for await (const chunk of object.Body as Readable) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Moves one lead's media photos; answers its new photo addresses (a missing file is dropped). */
async function movePhotos(payload: Payload, req: PayloadRequest, urls: string[]) {
  const moved: string[] = []
  for (const url of urls) {
    const filename = mediaFilename(url)
    if (filename === null) {
      moved.push(url)
      continue
    }
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      depth: 0,
      limit: 1,
      req,
    })
    try {
      if (!docs[0]) throw new Error('no media document')
      moved.push(await storeLeadPhoto(req, await toWebp(await mediaBytes(docs[0]))))
    } catch (error) {
      payload.logger.warn({ err: error, msg: `lead photo ${filename} could not be moved: dropped` })
    }
  }
  return moved
}

export async function moveShopperPhotosOutOfMedia({
  payload,
  req,
}: {
  payload: Payload
  req: PayloadRequest
}): Promise<void> {
  const db = await transactionDb(req)
  const leads = await payload.find({
    collection: 'quote-requests',
    where: { kind: { in: ['trade-in', 'parts'] } },
    select: { details: true },
    depth: 0,
    pagination: false,
    req,
  })
  const movedFiles: string[] = []
  for (const lead of leads.docs) {
    const details = lead.details as { photos?: unknown } | null
    const urls = Array.isArray(details?.photos) ? (details.photos as string[]) : []
    if (!urls.some((url) => mediaFilename(url) !== null)) continue
    movedFiles.push(...urls.map(mediaFilename).filter((name) => name !== null))
    const photos = await movePhotos(payload, req, urls)
    // Straight to the column: a data move is no edit of the lead (no hooks, no new updatedAt).
    await db.execute(sql`
      UPDATE "quote_requests" SET "details" = ${JSON.stringify({ ...details, photos })}::jsonb
      WHERE "id" = ${lead.id}`)
  }
  await afterCommit(req, async (outside) => {
    await outside.payload.delete({
      collection: 'media',
      where: { or: [{ alt: { in: shopperAlts } }, { filename: { in: movedFiles } }] },
      overrideAccess: true,
      req: outside,
    })
  })
}
