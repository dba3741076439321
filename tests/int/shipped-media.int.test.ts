import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { mediaNameOf, mimeTypeOf } from '@/seed/media'
import { shippedPicturePaths } from '@/seed/shipped-pictures'
import {
  sha256,
  shippedMediaDir,
  shippedMediaIndex,
  storedFiles,
  type ShippedMediaIndex,
  type StoredPicture,
} from '@/seed/shipped-media'
import { mediaDir } from '@/server/media/dir'

import { payload } from './helpers/requests'

/*
 * The content seed stores the shipped pictures as they were processed once (ADR 0055). Here each
 * goes through the upload pipeline again (the Media collection's checks, WebP and sizes) and must
 * come out as recorded, fields and files; and what the seed wrote reads back through Payload as
 * the pipeline's own documents do. `npm run assets:media` runs this file with
 * SHIPPED_MEDIA_WRITE=1: it then writes src/seed/shipped-media/ afresh instead of comparing.
 */
const writing = process.env.SHIPPED_MEDIA_WRITE === '1'

/* The hero clips are stored as they are: only pictures are processed. */
const pictures = () =>
  shippedPicturePaths().filter((file) => mimeTypeOf(file)?.startsWith('image/'))

const madeWith = {
  platform: `${process.platform}-${process.arch}`,
  sharp: sharp.versions.sharp,
  webp: sharp.versions.webp ?? '',
}

let client: Payload

beforeAll(async () => {
  client = await payload()
})

type Fields = Pick<Media, 'filename' | 'mimeType' | 'filesize' | 'width' | 'height'>
const fieldsOf = ({ filename, mimeType, filesize, width, height }: Fields): Fields => ({
  filename,
  mimeType,
  filesize,
  width,
  height,
})

const storedFields = (doc: Media): StoredPicture => ({
  ...fieldsOf(doc),
  focalX: doc.focalX ?? 50,
  focalY: doc.focalY ?? 50,
  sizes: Object.fromEntries(
    Object.entries(doc.sizes ?? {}).map(([name, size]) => [name, fieldsOf(size ?? {})]),
  ),
})

/*
 * One shipped picture through the upload pipeline, as an editor's upload of the same file. Under
 * a name of its own (file names are unique in the library, and other files' tests read the seed's);
 * the answer names its files as the seed's, and holds their bytes.
 */
const ownName = 'pipeline-'
const created = new Set<number>()

/* Deleting a document deletes its files: only the pipeline's own, by their prefix. */
async function forget(id: number) {
  await client.delete({ collection: 'media', id })
  created.delete(id)
}

async function processed(sitePath: string) {
  const data = readFileSync(path.join('public', sitePath))
  const doc = await client.create({
    collection: 'media',
    data: { alt: `pipeline: ${sitePath}` },
    file: {
      data,
      mimetype: mimeTypeOf(sitePath)!,
      name: `${ownName}${mediaNameOf(sitePath)}`,
      size: data.length,
    },
    depth: 0,
  })
  created.add(doc.id)
  const seedName = (name: string | null | undefined) => name?.replace(ownName, '') ?? name
  const made = storedFields(doc)
  const stored: StoredPicture = {
    ...made,
    filename: seedName(made.filename),
    sizes: Object.fromEntries(
      Object.entries(made.sizes).map(([size, fields]) => [
        size,
        { ...fields, filename: seedName(fields.filename) },
      ]),
    ),
  }
  const files = storedFiles(made).map((name) => ({
    name: seedName(name)!,
    data: readFileSync(path.join(mediaDir, name)),
  }))
  return { doc, sha256: sha256(data), stored, files }
}

afterAll(async () => {
  for (const id of created) await forget(id)
})

describe.skipIf(writing)('the shipped pictures as stored once', () => {
  let recorded: ShippedMediaIndex
  beforeAll(() => {
    recorded = JSON.parse(readFileSync(shippedMediaIndex, 'utf8')) as ShippedMediaIndex
  })

  it('are every picture the content seed places, each made from its file under public/ today', () => {
    expect(Object.keys(recorded.pictures).sort()).toEqual(pictures().sort())
    for (const [sitePath, { sha256: made }] of Object.entries(recorded.pictures)) {
      expect(sha256(readFileSync(path.join('public', sitePath))), sitePath).toBe(made)
    }
  })

  it(
    'are what the upload pipeline makes of them, fields and files (npm run assets:media if not)',
    { timeout: 300_000 },
    async () => {
      // The same encoder writes the same bytes. Another platform's may not: there only what the
      // files hold is compared. A new sharp or libwebp on this one is a change to write again.
      const samePlatform = recorded.madeWith.platform === madeWith.platform
      if (samePlatform) {
        expect(recorded.madeWith, 'sharp or libwebp changed: npm run assets:media').toEqual(
          madeWith,
        )
      }
      const layout = ({ filesize: _, sizes, ...fields }: StoredPicture) => ({
        ...fields,
        sizes: Object.fromEntries(
          Object.entries(sizes).map(([name, { filesize: __, ...size }]) => [name, size]),
        ),
      })
      for (const [sitePath, { stored }] of Object.entries(recorded.pictures)) {
        const made = await processed(sitePath)
        await forget(made.doc.id)
        if (!samePlatform) {
          expect(layout(made.stored), sitePath).toEqual(layout(stored))
          continue
        }
        expect(made.stored, sitePath).toEqual(stored)
        for (const file of made.files) {
          const committed = readFileSync(path.join(shippedMediaDir, file.name))
          expect(file.data.equals(committed), `${sitePath}: ${file.name}`).toBe(true)
        }
      }
    },
  )

  it('are stored as the pipeline stores them, row and document', async () => {
    const sitePath = '/images/heroes/aluminum.webp'
    const { stored } = recorded.pictures[sitePath]
    const seeded = await client.find({
      collection: 'media',
      where: { filename: { equals: stored.filename } },
      depth: 0,
    })
    expect(seeded.docs).toHaveLength(1)
    const { doc } = await processed(sitePath)
    // All but the document's own fields, and its files' names without the pipeline's prefix.
    const own = new Set(['id', 'alt', 'createdAt', 'updatedAt', 'created_at', 'updated_at'])
    const comparable = (fields: object) =>
      JSON.parse(
        JSON.stringify(Object.entries(fields).filter(([key]) => !own.has(key))).replaceAll(
          ownName,
          '',
        ),
      ) as unknown
    const row = async (id: number) =>
      comparable(
        (await client.db.drizzle.execute(sql`SELECT * FROM "media" WHERE "id" = ${id}`)).rows[0],
      )
    const read = async (id: number) =>
      comparable(await client.findByID({ collection: 'media', id, depth: 0 }))
    const seededId = seeded.docs[0].id
    expect(await row(seededId), 'as stored').toEqual(await row(doc.id))
    expect(await read(seededId), 'as Payload reads it').toEqual(await read(doc.id))
    await forget(doc.id)
  })
})

describe.runIf(writing)('npm run assets:media', () => {
  it(
    'writes the shipped pictures as the upload pipeline stores them',
    { timeout: 300_000 },
    async () => {
      rmSync(shippedMediaDir, { recursive: true, force: true })
      mkdirSync(shippedMediaDir, { recursive: true })
      const index: ShippedMediaIndex = { madeWith, pictures: {} }
      for (const sitePath of pictures().sort()) {
        const made = await processed(sitePath)
        await forget(made.doc.id)
        for (const file of made.files)
          writeFileSync(path.join(shippedMediaDir, file.name), file.data)
        index.pictures[sitePath] = { sha256: made.sha256, stored: made.stored }
      }
      writeFileSync(shippedMediaIndex, `${JSON.stringify(index, null, 2)}\n`)
      expect(readdirSync(shippedMediaDir).length).toBeGreaterThan(pictures().length)
    },
  )
})
