import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type UploadHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/*
 * Payload answers a file missing from the disk (its document deleted, or the folder restored
 * without it) with a 500 and an error in the log. It is simply not there: 404. For local storage
 * only; with S3 the storage plugin serves the files.
 */
export const missingFileIsNotFound = (staticDir: string): UploadHandler =>
  // Payload's type wants a Response or nothing from each call; a Promise of either is what it takes.
  (async (_req, { params }) => {
    const file = path.resolve(staticDir, params.filename)
    if (!file.startsWith(staticDir + path.sep)) return undefined
    const found = await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (found) return undefined
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }) as UploadHandler
