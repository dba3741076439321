import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type PayloadRequest } from 'payload'

type Session = PostgresAdapter['sessions'][string]

/**
 * Runs `task` once `req`'s transaction has committed (at once without one), with a request outside
 * that transaction; a rolled-back transaction never runs it. Payload has no after-commit hook, and
 * its collection hooks run before the commit: work that cannot be undone (deleting files) waits
 * here, inside Payload's own commit call, so it is done before the operation answers. The task
 * must check the committed state itself: the driver does not say whether COMMIT succeeded.
 */
export async function afterCommit(
  req: PayloadRequest,
  task: (req: PayloadRequest) => Promise<void>,
): Promise<void> {
  const outside = () => createLocalReq({ user: req.user ?? undefined }, req.payload).then(task)
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session: Session | undefined = req.transactionID
    ? adapter.sessions[String(await req.transactionID)]
    : undefined
  if (!session) return outside()
  const commit = session.resolve
  session.resolve = async () => {
    await commit()
    await outside()
  }
}
