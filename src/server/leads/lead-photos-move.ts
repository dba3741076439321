import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import type { Payload, PayloadRequest } from 'payload'

import { mediaFilename } from '@/lib/media/address'
import { writeLeadDetails } from '@/server/database/quote-requests'
import { env, s3Enabled } from '@/server/env'
import { afterCommit } from '@/server/internals/after-commit'
import { mediaDir } from '@/server/media/dir'
import { transactionDb } from '@/server/internals/transaction-db'
import { storeLeadPhoto } from '@/server/leads/lead-photos-store'
import { s3ClientConfig } from '@/server/media/s3'
import { toWebp } from '@/server/media/images-process'

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
  if (!s3Enabled()) return readFile(path.resolve(mediaDir, filename))
  const { GetObjectCommand, S3Client } = await import('@aws-sdk/client-s3')
  const client = new S3Client(s3ClientConfig())
  const key = doc.prefix ? `${doc.prefix}/${filename}` : filename
  const object = await client.send(new GetObjectCommand({ Bucket: env().S3_BUCKET, Key: key }))
  const chunks: Buffer[] = []
  for await (const chunk of object.Body as Readable) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/* A photo that is gone already: its document or its file. Any other failure (S3 or the disk
 * answering badly, an image sharp cannot read today) fails the migration, which rolls back and
 * runs again at the next start, rather than lose a photo that is still there. */
const isGone = (error: unknown) => {
  const { code, name } = error as { code?: unknown; name?: unknown }
  return code === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound'
}

/**
 * Moves one lead's media photos: answers its new photo addresses and the media files moved (a
 * photo already gone is dropped from the lead).
 */
async function movePhotos(payload: Payload, req: PayloadRequest, urls: string[]) {
  const photos: string[] = []
  const movedFiles: string[] = []
  for (const url of urls) {
    const filename = mediaFilename(url)
    if (filename === null) {
      photos.push(url)
      continue
    }
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      depth: 0,
      limit: 1,
      req,
    })
    if (!docs[0]) {
      payload.logger.warn(`lead photo ${filename} has no media document: dropped`)
      continue
    }
    const bytes = await mediaBytes(docs[0]).catch((error: unknown) => {
      if (isGone(error)) return null
      throw error
    })
    if (bytes === null) {
      payload.logger.warn(`lead photo ${filename} has no file: dropped`)
      continue
    }
    photos.push(await storeLeadPhoto(req, await toWebp(bytes)))
    movedFiles.push(filename)
  }
  return { photos, movedFiles }
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
    const moved = await movePhotos(payload, req, urls)
    movedFiles.push(...moved.movedFiles)
    const photos = moved.photos
    await writeLeadDetails(db, lead.id, { ...details, photos })
  }
  await afterCommit(req, async (outside) => {
    const { errors } = await outside.payload.delete({
      collection: 'media',
      where: { or: [{ alt: { in: shopperAlts } }, { filename: { in: movedFiles } }] },
      overrideAccess: true,
      req: outside,
    })
    for (const { id, message } of errors) {
      payload.logger.error(`shopper photo media ${id} moved but not removed from media: ${message}`)
    }
  })
}
