// @ts-check
import { Redis } from 'ioredis'

import { createPageViewCounter } from './counter.mjs'
import { memorySeen, redisSeen } from './seen.mjs'
import { processShared } from '../../process-shared.mjs'

/*
 * server.mjs and the app are one process but two module worlds (Next bundles the app), so the
 * app hands its writer over through the process (../process-shared.mjs) once the database is
 * migrated (src/server/inventory/page-views.ts); until then counts wait in memory.
 */
/** @type {() => { sink: import('./counter.mjs').Sink | undefined }} */
export const pageViewSink = () => processShared('page-view-sink', () => ({ sink: undefined }))

const registeredSink = () => pageViewSink().sink

/**
 * The counter server.mjs runs: shared dedup through Redis when REDIS_URL is set, otherwise in
 * this process; totals flushed every `intervalMs`.
 *
 * @param {{ redisUrl?: string, trustedProxyHops: number, intervalMs?: number }} options
 */
export function startPageViews({ redisUrl, trustedProxyHops, intervalMs = 5_000 }) {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        // As src/server/redis.ts: fail fast, so a missing Redis costs a batch its sharing, no more.
        lazyConnect: true,
        connectTimeout: 1_000,
        commandTimeout: 1_000,
        maxRetriesPerRequest: 1,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      })
    : undefined
  redis?.on('error', () => {})
  const counter = createPageViewCounter({
    seen: redis ? redisSeen(redis, 'pageviews:') : memorySeen(),
    sink: registeredSink,
    trustedProxyHops,
  })
  counter.start(intervalMs)
  return {
    watch: counter.watch,
    async stop() {
      await counter.stop()
      redis?.disconnect()
    },
  }
}
