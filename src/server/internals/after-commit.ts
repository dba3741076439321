import { createLocalReq, type PayloadRequest } from 'payload'

import { transactionSession } from '@/server/internals/transaction-db'

/**
 * Runs `task` once `req`'s transaction has committed (at once without one), with a request outside
 * that transaction; a rolled-back transaction never runs it. Payload has no after-commit hook, and
 * its collection hooks run before the commit: work that cannot be undone (deleting files) waits
 * here, inside Payload's own commit call, so it is done before the operation answers. The task
 * must check the committed state itself: the driver does not say whether COMMIT succeeded.
 * Written against @payloadcms/db-postgres 3.90.1: it wraps the session's `resolve` (the adapter's
 * commit), which tests/int/internals.int.test.ts checks is still what Payload's commit calls.
 */
export async function afterCommit(
  req: PayloadRequest,
  task: (req: PayloadRequest) => Promise<void>,
): Promise<void> {
  const outside = () => createLocalReq({ user: req.user ?? undefined }, req.payload).then(task)
  const session = await transactionSession(req)
  if (!session) return outside()
  const commit = session.resolve
  session.resolve = async () => {
    await commit()
    await outside()
  }
}
