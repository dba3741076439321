import 'server-only'

import { HttpError } from '@/server/api/http-error'

const defaultTooLarge = () => new HttpError(413, 'Request body is too large')

/**
 * A request's body that errors with `tooLarge()` once it passes `max` bytes, whatever
 * Content-Length claims (server.mjs refuses most at the door; handlers called another way, as in
 * tests, still get the same answer). A Content-Length over `max` is refused before any byte.
 */
export function limitedBody(
  request: Request,
  max: number,
  tooLarge = defaultTooLarge,
): ReadableStream<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw tooLarge()
  let total = 0
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength
      if (total > max) controller.error(tooLarge())
      else controller.enqueue(chunk)
    },
  })
  return (request.body ?? new Blob().stream()).pipeThrough(counted)
}

/** Reads at most `max` bytes of a body and refuses a larger one with 413 before holding more. */
export async function readLimited(
  request: Request,
  max: number,
  tooLarge = defaultTooLarge,
): Promise<Buffer> {
  const reader = limitedBody(request, max, tooLarge).getReader()
  const chunks: Uint8Array[] = []
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
  }
  return Buffer.concat(chunks)
}
