import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dropDatabase, ensureDatabase } from '../../scripts/embedded-postgres'
import {
  closeIdleConnections,
  databaseUrl,
  execute,
  runScript,
  tableCounts,
} from './helpers/backup-helpers'

/*
 * npm run db:backup / db:restore as operators run them: the scripts as child processes. A restore
 * replaces a whole database, so this file works in a database of its own (set before the app's
 * modules load) and leaves the shared test database to the other files.
 */
const serverUrl = process.env.DATABASE_URL!
const ownName = `${new URL(serverUrl).pathname.slice(1)}_backup`.slice(0, 60)
const ownUrl = databaseUrl(serverUrl, ownName)
const freshName = `${ownName.slice(0, 54)}_fresh`
const freshUrl = databaseUrl(serverUrl, freshName)
await ensureDatabase(serverUrl, ownName)
process.env.DATABASE_URL = ownUrl

const { payload } = await import('./helpers/requests')
const { migrations } = await import('../../migrations')
const { mediaUrl } = await import('@/server/media/images')
const { leadPhotosDir } = await import('@/server/media/dir')

const mediaDir = path.resolve(process.cwd(), '.data/media')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
const backupDir = path.join(scratch, 'backup')
let client: Payload
let photoName: string | undefined

beforeAll(async () => {
  client = await payload()
  await client.db.migrate({ migrations: migrations as unknown as Migration[] })
})

afterAll(async () => {
  await client?.delete({ collection: 'media', where: { alt: { equals: 'backup round trip' } } })
  if (photoName)
    await client?.delete({ collection: 'lead-photos', where: { filename: { equals: photoName } } })
  if (client) await closeIdleConnections(client.db.pool)
  await Promise.all([dropDatabase(serverUrl, ownName), dropDatabase(serverUrl, freshName)])
  rmSync(scratch, { recursive: true, force: true })
})

/** The original and every resized file Payload stored for a media document. */
function mediaFiles(doc: { filename?: string | null; sizes?: object | null }): string[] {
  const sizes = Object.values(doc.sizes ?? {}) as { filename?: string | null }[]
  return [doc.filename, ...sizes.map((size) => size.filename)].filter((name) => !!name) as string[]
}

describe('npm run db:backup / db:restore', () => {
  it("round trip over the same database: edited rows revert, deleted rows, media files and shoppers' photos return, later rows and tables go", async () => {
    const image = await sharp({
      create: { width: 960, height: 720, channels: 3, background: '#2a6f97' },
    })
      .webp()
      .toBuffer()
    const media = await client.create({
      collection: 'media',
      data: { alt: 'backup round trip' },
      file: {
        data: image,
        mimetype: 'image/webp',
        name: 'backup-round-trip.webp',
        size: image.length,
      },
    })
    const files = mediaFiles(media)
    const bytes = new Map(files.map((name) => [name, readFileSync(path.join(mediaDir, name))]))
    // A shopper's photo lives in a folder of its own (ADR 0051), and is backed up with the rest.
    const photo = await client.create({
      collection: 'lead-photos',
      data: {},
      file: {
        data: image,
        mimetype: 'image/webp',
        name: 'backup-shopper.webp',
        size: image.length,
      },
    })
    photoName = photo.filename!
    const photoPath = path.join(leadPhotosDir, photoName)
    await client.create({ collection: 'categories', data: { id: 951, name: 'Backup Test Bunks' } })
    const item = await client.create({
      collection: 'inventory-items',
      data: {
        model_name: 'Backup Round Trip 1951',
        category: 951,
        type: 'Bunk',
        material: 'Aluminum',
        axle_configuration: 'Single',
        capacity_pounds: 1951,
        length_feet: 19.5,
        beam_width_inches: 96,
        price: 4321.5,
        stock_quantity: 2,
        images: [{ url: mediaUrl(media.filename!) }],
        description: 'Restored from a backup, byte for byte.',
      },
    })
    const lead = await client.create({
      collection: 'quote-requests',
      data: {
        name: 'Backup Lead',
        email: 'backup.lead@test.local',
        message: 'Call me back.',
        status: 'new',
      },
    })
    const before = await tableCounts(ownUrl)

    const backup = await runScript('db-backup', [backupDir])
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(/^Backed up database .* media files .* in \d+ ms\n$/)
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ database: ownName, media: { storage: 'disk' } })
    for (const name of files) {
      expect(manifest.media.files).toContainEqual(
        expect.objectContaining({ path: name, bytes: bytes.get(name)!.length }),
      )
    }
    // Keyed as in a bucket (the S3 plugin's prefix): the backup restores to either storage.
    expect(manifest.media.files).toContainEqual(
      expect.objectContaining({ path: `lead-photos/${photoName}`, bytes: image.length }),
    )

    await client.update({
      collection: 'inventory-items',
      id: item.id,
      data: { price: 1, model_name: 'Changed after the backup' },
    })
    await client.delete({ collection: 'quote-requests', id: lead.id })
    const later = await client.create({
      collection: 'quote-requests',
      data: {
        name: 'Later Lead',
        email: 'later.lead@test.local',
        message: 'After the backup.',
        status: 'new',
      },
    })
    await client.delete({ collection: 'media', id: media.id })
    expect(files.some((name) => existsSync(path.join(mediaDir, name)))).toBe(false)
    rmSync(photoPath)
    // As a migration applied after the backup would: it blocks pg_restore --clean's drops.
    await execute(
      ownUrl,
      'create table later_table (id serial primary key, item integer references inventory_items(id))',
    )

    const restore = await runScript('db-restore', [backupDir])
    expect(restore.status, restore.stderr).toBe(0)

    expect(await tableCounts(ownUrl)).toEqual(before)
    const restored = await client.findByID({ collection: 'inventory-items', id: item.id })
    expect(restored).toMatchObject({ price: 4321.5, model_name: 'Backup Round Trip 1951' })
    expect(restored.images?.[0].url).toBe(mediaUrl(media.filename!))
    expect(await client.findByID({ collection: 'quote-requests', id: lead.id })).toMatchObject({
      name: 'Backup Lead',
      email: 'backup.lead@test.local',
      createdAt: lead.createdAt,
    })
    const gone = await client.find({
      collection: 'quote-requests',
      where: { id: { equals: later.id } },
    })
    expect(gone.totalDocs).toBe(0)
    expect((await client.findByID({ collection: 'media', id: media.id })).filename).toBe(
      media.filename,
    )
    for (const name of files) {
      expect(readFileSync(path.join(mediaDir, name)).equals(bytes.get(name)!)).toBe(true)
    }
    expect(readFileSync(photoPath).equals(image)).toBe(true)
    const leftover = await execute(ownUrl, "select to_regclass('public.later_table') as found")
    expect(leftover.rows[0].found).toBeNull()

    // A restore into a new, empty database (a replacement server) gives the same database.
    await ensureDatabase(serverUrl, freshName)
    const intoFresh = await runScript('db-restore', [backupDir], { DATABASE_URL: freshUrl })
    expect(intoFresh.status, intoFresh.stderr).toBe(0)
    expect(await tableCounts(freshUrl)).toEqual(before)

    const rows = Object.values(before).reduce((sum, count) => sum + count, 0)
    console.log(
      `backup: ${Object.keys(before).length} tables, ${rows} rows, dump ${manifest.dump.bytes} B, ` +
        `${manifest.media.count} media files (${manifest.media.bytes} B, ours ${files.length}) in ` +
        `${backup.ms} ms; restore over the live database ${restore.ms} ms, into an empty one ` +
        `${intoFresh.ms} ms (child process times, tsx start included)`,
    )
    console.log(backup.stdout + restore.stdout + intoFresh.stdout)
  })

  it('refuses a damaged backup, a missing argument and a missing pg_dump, changing nothing', async () => {
    const damaged = path.join(scratch, 'damaged')
    cpSync(backupDir, damaged, { recursive: true })
    const dump = readFileSync(path.join(damaged, 'database.dump'))
    dump[dump.length - 100] ^= 0xff
    writeFileSync(path.join(damaged, 'database.dump'), dump)
    const before = await tableCounts(ownUrl)
    const refused = await runScript('db-restore', [damaged])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/is damaged; nothing was restored\. Mismatched: database\.dump/)
    expect(await tableCounts(ownUrl)).toEqual(before)

    const noArgument = await runScript('db-restore', [])
    expect(noArgument.status).toBe(2)
    expect(noArgument.stderr).toMatch(/^usage: npm run db:restore -- <backup folder>/)

    const target = path.join(scratch, 'without-pg-dump')
    const noPgDump = await runScript('db-backup', [target], { PATH: '/nonexistent' })
    expect(noPgDump.status).toBe(1)
    expect(noPgDump.stderr).toMatch(/pg_dump was not found.*apt-get install postgresql-client/)
    expect(existsSync(target)).toBe(false)
    console.log(
      `refusals: damaged dump exit ${refused.status}, no argument exit ${noArgument.status}, ` +
        `no pg_dump exit ${noPgDump.status}`,
    )
  })
})
