/*
 * Runs once when a server process starts (Next's instrumentation hook). Migrating here, not in a
 * step before the server, is what lets an instance start while PostgreSQL is down and several
 * instances start at once (docs/decisions/0009-build-once-run-many.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { migrateOnStart } = await import('@/server/database/startup')
  const { startJobRunner } = await import('@/server/payload')
  const { registerPageViewSink } = await import('@/server/inventory/page-views')
  // Jobs left by a previous process (rows in payload_jobs) are picked up on the first tick.
  // Page view totals wait in server.mjs until the schema they go to is there (ADR 0027).
  void migrateOnStart()
    .then(startJobRunner)
    .then(registerPageViewSink)
    .catch((error) => console.error('[start] jobs queue not started', error))
}
