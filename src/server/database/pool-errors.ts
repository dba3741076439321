import type { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

/*
 * node-postgres re-emits a connection's error (PostgreSQL shutting down, a dropped socket) on the
 * client; unheard, it is an uncaught exception. The pool hears its idle connections only (it has
 * already discarded the one that failed and opens a new one for the next query): nothing to do
 * but say so. A connection checked out, inside a transaction between two of its queries, is heard
 * by nobody (issue 50: a form stored while PostgreSQL stopped): its next query fails as not
 * queryable (the form is answered 503) and the pool drops it on release, so it too is only noted.
 * Once per pool, as a dev-mode config reload runs onInit again. `pool` is node-postgres' pool,
 * typed as the emitter it is (Payload's adapter holds its own copy of pg's types).
 */
export function hearConnectionErrors(payload: Payload, pool: EventEmitter): void {
  if (pool.listenerCount('error') > 0) return
  pool.on('error', (error: Error) =>
    payload.logger.warn(`PostgreSQL idle connection lost: ${error.message}`),
  )
  const heard = new WeakSet<EventEmitter>()
  pool.on('acquire', (client: EventEmitter) => {
    if (heard.has(client)) return
    heard.add(client)
    client.on('error', (error: Error) =>
      payload.logger.warn(`PostgreSQL connection lost while in use: ${error.message}`),
    )
  })
}
