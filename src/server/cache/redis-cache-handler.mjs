// @ts-check
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import { cacheTagsHeader } from '../internals/next-output.mjs'
import { isFilteredList, setFilteredList } from './filtered-lists.mjs'
import { stampTags, TAGS_KEY } from './redis-keys.mjs'
import { isStorable } from './storable-entry.mjs'

/*
 * Next's incremental cache (full-route cache and unstable_cache) kept in Redis, so every instance
 * serves the same entries and a revalidateTag on one instance reaches all of them. Loaded by Next
 * from next.config.mjs, outside the app bundle: plain ESM that reads process.env itself.
 * See docs/decisions/0005-shared-cache-across-instances.md.
 */

// Bounds the store: an entry nobody rewrites or reads away is dropped after two weeks.
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60

/** @type {Redis | undefined} */
let shared

function redis() {
  shared ??= new Redis(/** @type {string} */ (process.env.REDIS_URL), {
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  })
  shared.on('error', () => {})
  return shared
}

/*
 * Entries of different builds never mix: their pages point at different asset files. Every
 * instance of one build shares them, wherever its copy of the build lives. Tag purges are shared
 * by all releases (./redis-keys.mjs).
 */
function buildPrefix(serverDistDir) {
  try {
    const id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    return `next:${id}:`
  } catch {
    return 'next:dev:'
  }
}

// Entries hold Buffers (rscData, bodies) and Maps (segmentData) that JSON alone would mangle.
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}

function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}

/** Tags an entry answers to: those set with it (fetch entries) or its response's tags header. */
function tagsOf(entry, extra = []) {
  const header = entry.value?.headers?.[cacheTagsHeader]
  const own = typeof header === 'string' ? header.split(',') : (entry.tags ?? [])
  return [...new Set([...own, ...extra].filter(Boolean))]
}

let warned = false
function warnOnce(action, error) {
  if (warned) return
  warned = true
  console.error(`[cache] Redis ${action} failed; serving without the shared cache`, error)
}

export default class RedisCacheHandler {
  constructor(ctx) {
    this.prefix = buildPrefix(ctx.serverDistDir ?? '.next/server')
  }

  async get(key, ctx) {
    try {
      const text = await redis().get(this.prefix + key)
      if (!text) return null
      const entry = JSON.parse(text, reviver)
      const tags = tagsOf(entry, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
      if (tags.length > 0) {
        const revalidatedAt = await redis().hmget(TAGS_KEY, ...tags)
        if (revalidatedAt.some((at) => at !== null && Number(at) >= entry.lastModified)) return null
      }
      warned = false
      return entry
    } catch (error) {
      warnOnce('read', error)
      return null
    }
  }

  async set(key, data, ctx) {
    if (!isStorable(data)) return
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: ctx?.tags ?? [],
    }
    try {
      const text = JSON.stringify(entry, replacer)
      if (isFilteredList(key)) await setFilteredList(redis(), this.prefix, key, text)
      else await redis().set(this.prefix + key, text, 'EX', ENTRY_TTL_SECONDS)
    } catch (error) {
      warnOnce('write', error)
    }
  }

  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
    try {
      await stampTags(redis(), list)
    } catch (error) {
      warnOnce('tag revalidation', error)
    }
  }

  resetRequestCache() {}
}
