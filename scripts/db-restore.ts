/*
 * npm run db:restore -- <backup folder>: replaces the database's contents with the backup's, puts
 * its media files back and empties the page cache (pages render again from the restored data).
 * Stop the app first. The database part is all-or-nothing: the public
 * schema is emptied and the dump replayed in one transaction, so a failure leaves it untouched.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { env } from '@/server/env'

import { dumpFile, mediaFolder, readManifest, verifyBackup } from './backup/manifest'
import { mediaStore } from '@/server/media/store'
import { forgetCachedPages } from './backup/page-cache'
import { connection, majorOf, requireTool, runTool, serverVersion } from './backup/postgres'

const clearSchema = path.join(import.meta.dirname, 'backup', 'clear-public-schema.sql')
const operatorCwd = process.env.INIT_CWD ?? process.cwd()

/* The dump's objects all live in public (Payload's schema); clear-public-schema.sql relies on it. */
async function checkSchemas(dump: string): Promise<void> {
  const listing = await runTool('pg_restore', ['--list', dump])
  const others = [...listing.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)].map((match) => match[1])
  if (others.length > 0) {
    throw new Error(`The dump holds schemas besides public (${others.join(', ')}): not supported`)
  }
}

async function restoreDatabase(dump: string): Promise<void> {
  const db = connection(env().DATABASE_URL)
  // pg_restore writes the whole script first: psql must never commit a half-written one.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'db-restore-'))
  try {
    const script = path.join(scratch, 'restore.sql')
    await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, dump])
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${db.dbname}`,
        // A running app's open transaction would make the drops wait: fail instead of hanging.
        "--command=SET lock_timeout = '30s'; SET client_min_messages = warning",
        `--file=${clearSchema}`,
        `--file=${script}`,
      ],
      db.env,
    ).catch((error: Error) => {
      if (/lock timeout/.test(error.message)) {
        throw new Error(`The database is in use; stop the app and try again. (${error.message})`)
      }
      throw error
    })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function restore(folder: string): Promise<void> {
  const started = Date.now()
  const manifest = readManifest(folder)
  await verifyBackup(folder, manifest)
  const server = await serverVersion(env().DATABASE_URL)
  if (majorOf(server) < majorOf(manifest.serverVersion)) {
    throw new Error(
      `The backup comes from PostgreSQL ${manifest.serverVersion}; this server runs ${server}. ` +
        'Restore into a server of the same or a newer major version.',
    )
  }
  await requireTool('pg_restore', manifest.pgDumpVersion, 'the pg_dump that made this backup')
  await requireTool('psql', manifest.pgDumpVersion, 'the pg_dump that made this backup')
  const dump = path.join(folder, dumpFile)
  await checkSchemas(dump)
  await restoreDatabase(dump)
  const databaseDone = Date.now()

  const store = await mediaStore()
  for (const file of manifest.media.files) {
    await store.upload(path.join(folder, mediaFolder, file.path), file.path, file.contentType)
  }
  const purged = await forgetCachedPages()
  console.log(
    `Restored database ${connection(env().DATABASE_URL).database} from ${manifest.database} ` +
      `(backup of ${manifest.createdAt}) in ${databaseDone - started} ms and ` +
      `${manifest.media.count} media files to ${store.where} in ${Date.now() - databaseDone} ms; ` +
      `emptied ${purged}`,
  )
}

const folder = process.argv[2]
if (!folder) {
  console.error('usage: npm run db:restore -- <backup folder>   (replaces the whole database)')
  process.exit(2)
}

restore(path.resolve(operatorCwd, folder)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
