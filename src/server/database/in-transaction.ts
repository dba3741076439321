import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` with a request in a transaction of its own: committed when `work` returns, rolled
 * back when it throws (the error goes on to the caller). Every Local API call given that `req`
 * belongs to the transaction, hooks included.
 */
export async function inTransaction<T>(
  payload: Payload,
  request: Parameters<typeof createLocalReq>[0],
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq(request, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
