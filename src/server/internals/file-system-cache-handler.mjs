// @ts-check
import { createRequire } from 'node:module'

import { isStorable } from '../cache/storable-entry.mjs'

/*
 * Next's own page cache (in memory: ADR 0029), for an instance without Redis,
 * minus the answers ./storable-entry.mjs refuses. Written against next 16.4.5: its default
 * handler is an unexported module, so this is the one place that reaches it, and
 * src/server/internals/file-system-cache-handler.test.ts fails when an upgrade moves or changes it.
 */
const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

export default class FileSystemCacheHandler extends FileSystemCache {
  /**
   * Purges tags from outside a request (ADR 0039), as revalidateTag(tag, { expire: 0 }) does at
   * the end of one. Next keeps purges in a map every handler of the process shares
   * (tags-manifest.external); writing it reads nothing of a handler's request context.
   * @param {string[]} tags
   */
  static async purge(tags) {
    const context = /** @type {ConstructorParameters<typeof FileSystemCache>[0]} */ ({})
    await new FileSystemCacheHandler(context).revalidateTag(tags, { expire: 0 })
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (isStorable(data)) await super.set(key, data, ctx)
  }
}
