import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Migration,
  type Payload,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MediaImage } from '@/components/ui/MediaImage'
import { pictureOf } from '@/lib/media/picture'
import { accessories } from '@/seed/catalogue/accessories'
import { cataloguePages } from '@/seed/catalogue/pages'
import { mediaNameOf } from '@/seed/media'
import { transactionDb } from '@/server/internals/transaction-db'
import { homeSeed } from '@/seed/site'

import { ownDatabase } from './helpers/seed-helpers'
import { payload } from './helpers/requests'
import { migrations } from '../../migrations'
import * as mediaLibrary from '../../migrations/20261127_085158_media_library'

/*
 * The migration from picture paths to media documents (ADR 0037), on a database of its own: it is
 * rolled back to the paths a database of the previous release holds, its media documents removed,
 * and applied again.
 */
const database = await ownDatabase('media_paths')
let client: Payload

/* Every picture field with the path the previous release stored there, by where it is. */
const shippedPaths = (): Map<string, string> =>
  new Map([
    ...cataloguePages.flatMap((page): [string, string][] => [
      [`catalogue ${page.slug} card`, page.card.image],
      [`catalogue ${page.slug} hero`, page.hero.image],
    ]),
    ...accessories.map((item): [string, string] => [`accessory ${item.title}`, item.image]),
    ...homeSeed.hero.videos.flatMap((clip, i): [string, string][] => [
      [`home ${i} poster`, clip.poster],
      [`home ${i} mp4`, clip.mp4],
      [`home ${i} webm`, clip.webm],
    ]),
  ])

type Placed = { key: string; value: unknown }

/* What each picture field holds now: a path (rolled back) or a media document (migrated). */
async function placements(): Promise<Placed[]> {
  const pages = await client.find({ collection: 'catalogue-pages', depth: 1, pagination: false })
  const items = await client.find({ collection: 'accessories', depth: 1, pagination: false })
  const home = await client.findGlobal({ slug: 'home', depth: 1 })
  return [
    ...pages.docs.flatMap((page) => [
      { key: `catalogue ${page.slug} card`, value: page.card.image },
      { key: `catalogue ${page.slug} hero`, value: page.hero.image },
    ]),
    ...items.docs.map((item) => ({ key: `accessory ${item.title}`, value: item.image })),
    ...(home.hero.videos ?? []).flatMap((clip, i) => [
      { key: `home ${i} poster`, value: clip.poster },
      { key: `home ${i} mp4`, value: clip.mp4 },
      { key: `home ${i} webm`, value: clip.webm },
    ]),
  ]
}

/* Runs one step of the migration in a transaction of its own, as Payload's migrate does. */
async function runStep(step: (args: never) => Promise<void>) {
  const req = await createLocalReq({}, client)
  await initTransaction(req)
  try {
    await step({ db: await transactionDb(req), payload: client, req } as never)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/* The pixels of a picture, small and grey, to tell the same picture after a re-encoding. */
const pixels = (data: Buffer) =>
  sharp(data).resize(32, 32, { fit: 'fill' }).greyscale().raw().toBuffer()

async function samePicture(sitePath: string, filename: string): Promise<boolean> {
  const before = await readFile(path.resolve('public', `.${sitePath}`))
  const after = await readFile(path.resolve('.data/media', filename))
  if (/\.(mp4|webm)$/.test(sitePath)) return before.equals(after)
  const [a, b] = await Promise.all([pixels(before), pixels(after)])
  const difference = a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0) / a.length
  return difference < 4
}

/* What a page renders for a picture: the placements beside their own heading are decorative. */
const rendered = (media: unknown) => {
  const picture = pictureOf(media as never)
  if (!picture) return null
  const html = renderToStaticMarkup(
    createElement(MediaImage, { picture, sizes: '100vw', decorative: true }),
  )
  return { src: /src="([^"]+)"/.exec(html)?.[1], alt: /alt="([^"]*)"/.exec(html)?.[1] }
}

beforeAll(async () => {
  client = await payload()
  await client.db.migrate({ migrations: migrations as unknown as Migration[] })
})

afterAll(async () => {
  await database.drop(client?.db.pool)
})

describe('pictures from the media library', () => {
  it('a fresh database gets every shipped picture and clip as one media document, alt text set', async () => {
    const expected = shippedPaths()
    const placed = await placements()
    expect(placed.map((p) => p.key).sort()).toEqual([...expected.keys()].sort())
    for (const { key, value } of placed) {
      const media = value as { filename: string; alt: string }
      expect(media.filename, key).toBe(mediaNameOf(expected.get(key)!))
      expect(media.alt.length, key).toBeGreaterThan(0)
    }
    const media = await client.count({ collection: 'media' })
    expect(media.totalDocs).toBe(new Set(expected.values()).size)
  })

  it('rolls back to the paths, and turns each old path into one media document with the same picture, address and alt as rendered before', async () => {
    const expected = shippedPaths()
    const migrated = new Map((await placements()).map((p) => [p.key, rendered(p.value)]))

    await runStep(mediaLibrary.down)
    const { rows: paths } = await client.db.drizzle.execute(
      'SELECT "card_image" AS "path" FROM "catalogue_pages" WHERE "slug" = \'aluminum\'',
    )
    expect(paths[0]?.path).toBe('/images/categories/aluminum.webp')
    // A database of the previous release has no media documents for them.
    await client.db.drizzle.execute('DELETE FROM "media"')

    await runStep(mediaLibrary.up)

    const placed = await placements()
    const documents = new Set<number>()
    for (const { key, value } of placed) {
      const media = value as { id: number; filename: string }
      documents.add(media.id)
      expect(media.filename, key).toBe(mediaNameOf(expected.get(key)!))
      expect(await samePicture(expected.get(key)!, media.filename), key).toBe(true)
      // The previous release drew every one of these with alt="": so does this one.
      expect(rendered(value), key).toEqual(migrated.get(key))
      expect(rendered(value)?.alt, key).toBe('')
    }
    expect(documents.size).toBe(new Set(expected.values()).size)
    expect((await client.count({ collection: 'media' })).totalDocs).toBe(documents.size)
  })
})
