import type { HttpError } from '@/server/api/http-error'

/**
 * Reads at most `max` bytes of a request body, refusing a larger one whatever Content-Length
 * claims: a declared length over the cap is refused unread, a body that grows past it is cut off.
 */
export async function readLimited(
  request: Request,
  max: number,
  tooLarge: () => HttpError,
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
