/* manifest.json: what a backup holds, with checksums so a restore can refuse a damaged copy. */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { safeRelativePath } from '@/lib/safe-relative-path'

export const dumpFile = 'database.dump'
export const mediaFolder = 'media'

/* Keys come from a bucket or a manifest file: never let one climb out of the backup folder. */
const file = z.object({
  path: z.string().refine(safeRelativePath, 'must be a relative path inside the backup'),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string().optional(),
})

const schema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.string(),
  serverVersion: z.string(),
  pgDumpVersion: z.string(),
  dump: file,
  media: z.object({
    storage: z.enum(['disk', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    files: z.array(file),
  }),
})

export type BackupFile = z.infer<typeof file>
export type Manifest = z.infer<typeof schema>

/** Size and sha256 of `relative` under `root`, streamed (a dump can be large). */
export async function describeFile(
  root: string,
  relative: string,
  contentType?: string,
): Promise<BackupFile> {
  const full = path.join(root, relative)
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(full)) hash.update(chunk as Buffer)
  return { path: relative, bytes: statSync(full).size, sha256: hash.digest('hex'), contentType }
}

export function writeManifest(root: string, manifest: Manifest): void {
  writeFileSync(path.join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

export function readManifest(root: string): Manifest {
  const manifestPath = path.join(root, 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: not a backup folder`)
  const parsed = schema.safeParse(JSON.parse(readFileSync(manifestPath, 'utf8')))
  if (!parsed.success) {
    throw new Error(`${manifestPath} is not a valid backup manifest: ${parsed.error.message}`)
  }
  return parsed.data
}

/** Checks every file of the backup against its recorded size and checksum before anything changes. */
export async function verifyBackup(root: string, manifest: Manifest): Promise<void> {
  const expected = [
    manifest.dump,
    ...manifest.media.files.map((entry) => ({
      ...entry,
      path: `${mediaFolder}/${entry.path}`,
    })),
  ]
  const damaged: string[] = []
  for (const entry of expected) {
    if (!existsSync(path.join(root, entry.path))) {
      damaged.push(`${entry.path} (missing)`)
      continue
    }
    const found = await describeFile(root, entry.path)
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256) damaged.push(entry.path)
  }
  if (damaged.length > 0) {
    throw new Error(
      `The backup in ${root} is damaged; nothing was restored. Mismatched: ${damaged.join(', ')}`,
    )
  }
}
