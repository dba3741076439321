import 'server-only'

import { HttpError } from '@/server/api/http-error'

/**
 * Reads at most `max` bytes of a body, whatever Content-Length claims, and refuses a larger one
 * with 413 before holding more than the limit (server.mjs refuses most at the door; handlers
 * called another way, as in tests, still get the same answer).
 */
export async function readLimited(
  request: Request,
  max: number,
  tooLarge = () => new HttpError(413, 'Request body is too large'),
): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
