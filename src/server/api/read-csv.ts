import { importLimits } from '@/lib/inventory/transfer/limits'
import { HttpError } from '@/server/api/http-error'

const tooLarge = () =>
  new HttpError(413, `The file is larger than ${importLimits.bytes / 1024 / 1024} MB`)

/**
 * An import file sent as the raw request body (text/csv), read with the size cap before any
 * parsing: a declared length over it is refused unread, a body that grows past it is cut off.
 */
export async function readCsvUpload(request: Request): Promise<{ text: string; fileName: string }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!/^(text\/csv|text\/plain|application\/vnd\.ms-excel)\b/.test(type)) {
    throw new HttpError(415, 'Send the file as text/csv')
  }
  if (Number(request.headers.get('content-length')) > importLimits.bytes) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    size += next.value.byteLength
    if (size > importLimits.bytes) {
      await reader?.cancel()
      throw tooLarge()
    }
    chunks.push(next.value)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new HttpError(400, 'The file must be UTF-8 text (save it as "CSV UTF-8")')
  }
  if (text.includes('\u0000')) throw new HttpError(400, 'The file must not contain NUL characters')
  const name = new URL(request.url).searchParams.get('name')?.slice(0, 200) ?? ''
  return { text, fileName: name }
}
