/*
 * Where the stored files live: the bucket when S3 is configured, otherwise the media library's
 * and the shoppers' photos' local folders. Backups copy every stored file out and back, resized
 * variants included, whatever the storage plugin's key scheme (inventory images are media files
 * too: media/images.ts); the content seed puts the shipped pictures in (src/seed/shipped-media.ts).
 * No `server-only`: scripts and migrations load it.
 */
import { copyFile, mkdir, readFile, readdir } from 'node:fs/promises'
import { createWriteStream, existsSync } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { fileTypeFromFile } from 'file-type'

import { env, s3Enabled } from '@/server/env'
import { leadPhotosDir, leadPhotosPrefix, mediaDir } from '@/server/media/dir'
import { s3ClientConfig } from '@/server/media/s3'

import { safeRelativePath } from '@/lib/safe-relative-path'

export type MediaStore = {
  storage: 'disk' | 's3'
  where: string
  /** Keys (relative paths) of every stored file. */
  list: () => Promise<string[]>
  /** Copies one file out of the store; answers its content type when known. */
  download: (key: string, toFile: string) => Promise<string | undefined>
  /** One file's bytes. */
  read: (key: string) => Promise<Uint8Array>
  upload: (fromFile: string, key: string, contentType?: string) => Promise<void>
}

/* Keys become paths inside the backup folder: refuse any that could climb out of it. */
function checkedKeys(keys: string[]): string[] {
  const unsafe = keys.find((key) => !safeRelativePath(key))
  if (unsafe !== undefined) throw new Error(`Refusing the unsafe media path "${unsafe}"`)
  return keys.sort()
}

/*
 * A store's folders, each under the key prefix the S3 plugin gives its collection (the media
 * library at the bucket's root, shoppers' photos under theirs): a backup of a disk restores to a
 * bucket and back, and the longest prefix that fits a key names its folder.
 */
type Folder = { prefix: string; folder: string }

function diskStore(folders: Folder[]): MediaStore {
  const byPrefix = [...folders].sort((a, b) => b.prefix.length - a.prefix.length)
  const pathOf = (key: string) => {
    const home = byPrefix.find(({ prefix }) => !prefix || key.startsWith(`${prefix}/`))!
    return path.join(home.folder, home.prefix ? key.slice(home.prefix.length + 1) : key)
  }
  const keysIn = async ({ prefix, folder }: Folder) => {
    if (!existsSync(folder)) return []
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .map((relative) => [prefix, ...relative.split(path.sep)].filter(Boolean).join('/'))
  }
  return {
    storage: 'disk',
    where: folders.map(({ folder }) => folder).join(', '),
    list: async () => checkedKeys((await Promise.all(folders.map(keysIn))).flat()),
    download: async (key, toFile) => {
      await mkdir(path.dirname(toFile), { recursive: true })
      await copyFile(pathOf(key), toFile)
      return (await fileTypeFromFile(toFile))?.mime
    },
    read: (key) => readFile(pathOf(key)),
    upload: async (fromFile, key) => {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(fromFile, target)
    },
  }
}

async function s3Store(bucket: string): Promise<MediaStore> {
  // Loaded only when used: the SDK takes longer to import than a small backup takes to write.
  const { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3')
  const client = new S3Client(s3ClientConfig())
  return {
    storage: 's3',
    where: `s3://${bucket}`,
    list: async () => {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        )
        // A key ending in / is a console-made "folder" marker, not a file.
        for (const { Key } of page.Contents ?? []) if (Key && !Key.endsWith('/')) keys.push(Key)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return checkedKeys(keys)
    },
    download: async (key, toFile) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      await mkdir(path.dirname(toFile), { recursive: true })
      await pipeline(object.Body as Readable, createWriteStream(toFile))
      return object.ContentType
    },
    read: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return object.Body!.transformToByteArray()
    },
    upload: async (fromFile, key, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: await readFile(fromFile),
          ContentType: contentType,
        }),
      )
    },
  }
}

export async function mediaStore(): Promise<MediaStore> {
  if (s3Enabled()) return s3Store(env().S3_BUCKET ?? '')
  return diskStore([
    { prefix: '', folder: mediaDir },
    { prefix: leadPhotosPrefix, folder: leadPhotosDir },
  ])
}
