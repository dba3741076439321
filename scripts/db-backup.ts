/*
 * npm run db:backup [-- <folder>]: the database (pg_dump, custom format) and every media file,
 * with a manifest of sizes and checksums, into backups/<UTC time>/ or the folder given.
 * The folder appears only once complete (written under a temporary name, then renamed).
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

import { env } from '@/server/env'

import {
  describeFile,
  dumpFile,
  mediaFolder,
  writeManifest,
  type BackupFile,
} from './backup/manifest'
import { mediaStore } from '@/server/media/store'
import { connection, requireTool, runTool, serverVersion } from './backup/postgres'

const root = path.resolve(import.meta.dirname, '..')
// npm runs scripts from the package root; a relative folder means the operator's directory.
const operatorCwd = process.env.INIT_CWD ?? process.cwd()

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const utcStamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

async function backup(target: string): Promise<void> {
  const started = Date.now()
  if (existsSync(target)) throw new Error(`${target} already exists; choose another folder`)
  const db = connection(env().DATABASE_URL)
  const server = await serverVersion(env().DATABASE_URL)
  const pgDumpVersion = await requireTool('pg_dump', server, 'the database server')

  mkdirSync(path.dirname(target), { recursive: true })
  const work = mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}-`))
  try {
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, dumpFile)}`,
        `--dbname=${db.dbname}`,
      ],
      db.env,
    )
    const dump = await describeFile(work, dumpFile)

    // After the dump: a file uploaded meanwhile is an unused extra, never a missing image.
    const store = await mediaStore()
    const files: BackupFile[] = []
    for (const key of await store.list()) {
      const contentType = await store.download(key, path.join(work, mediaFolder, key))
      const entry = await describeFile(work, `${mediaFolder}/${key}`, contentType)
      files.push({ ...entry, path: key })
    }
    const mediaBytes = files.reduce((sum, entry) => sum + entry.bytes, 0)

    writeManifest(work, {
      format: 1,
      createdAt: new Date(started).toISOString(),
      database: db.database,
      serverVersion: server,
      pgDumpVersion,
      dump,
      media: { storage: store.storage, count: files.length, bytes: mediaBytes, files },
    })
    renameSync(work, target)
    console.log(
      `Backed up database ${db.database} (${megabytes(dump.bytes)}) and ${files.length} media ` +
        `files (${megabytes(mediaBytes)}) from ${store.where} to ` +
        `${target} in ${Date.now() - started} ms`,
    )
  } catch (error) {
    rmSync(work, { recursive: true, force: true })
    throw error
  }
}

const target = process.argv[2]
  ? path.resolve(operatorCwd, process.argv[2])
  : path.join(root, 'backups', utcStamp())

backup(target).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
