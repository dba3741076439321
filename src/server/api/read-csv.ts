import 'server-only'

import { importLimits } from '@/lib/inventory/transfer/limits'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'

const tooLarge = () =>
  new HttpError(413, `The file is larger than ${importLimits.bytes / 1024 / 1024} MB`)

/** An import file sent as the raw request body (text/csv), read with its size cap. */
export async function readCsvUpload(request: Request): Promise<{ text: string; fileName: string }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!/^(text\/csv|text\/plain|application\/vnd\.ms-excel)\b/.test(type)) {
    throw new HttpError(415, 'Send the file as text/csv')
  }
  const body = await readLimited(request, importLimits.bytes, tooLarge)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    throw new HttpError(400, 'The file must be UTF-8 text (save it as "CSV UTF-8")')
  }
  if (text.includes('\u0000')) throw new HttpError(400, 'The file must not contain NUL characters')
  const name = new URL(request.url).searchParams.get('name')?.slice(0, 200) ?? ''
  return { text, fileName: name }
}
