import 'server-only'

import { randomUUID } from 'node:crypto'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { isPubliclyVisible } from '@/lib/inventory/visibility'
import { weakEtag } from '@/server/api/conditional-json'
import { cacheTags } from '@/server/cache/tags'
import { cachedQuery } from '@/server/cache/cached-query'

/*
 * The inventory list as each instance serves it, built once per change instead of per request
 * (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md): the parsed list, its
 * public part, and GET /api/inventory's body, with an ETag of its content.
 *
 * Which change is current comes from a token in the shared cache, purged with the list by the
 * inventory hooks: reading it costs a few bytes, where the list itself is a megabyte to fetch
 * and parse at a thousand units. A purge makes the next reader draw a new token, and each
 * instance then rebuilds once from the cached list.
 */
export type InventorySnapshot = {
  all: readonly InventoryApiItem[]
  /** Units the public may see, newest first. */
  listed: readonly InventoryApiItem[]
  json: Buffer
  /** Weak: the same list, plain or compressed by the front door. */
  etag: string
}

const tags = [cacheTags.inventory, cacheTags.categories] as const

const currentToken = cachedQuery('inventory-token', tags, async () => randomUUID())

function build(all: InventoryApiItem[]): InventorySnapshot {
  const json = Buffer.from(JSON.stringify(all))
  return {
    all,
    listed: all.filter(isPubliclyVisible),
    json,
    etag: weakEtag(json),
  }
}

let held: { token: string; snapshot: Promise<InventorySnapshot> } | null = null

/**
 * The current snapshot. `readList` is the cached list reader (passed in, as it lives beside the
 * other inventory readers); concurrent callers of one token share one build.
 */
export async function inventorySnapshot(
  readList: () => Promise<InventoryApiItem[]>,
): Promise<InventorySnapshot> {
  const token = await currentToken()
  if (held?.token !== token) {
    const snapshot = readList().then(build)
    held = { token, snapshot }
    // A failed build is not kept: the next request tries again.
    snapshot.catch(() => {
      if (held?.snapshot === snapshot) held = null
    })
  }
  return held.snapshot
}
