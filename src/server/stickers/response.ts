import 'server-only'

import { Readable } from 'node:stream'

import type { StickerFile } from '@/server/stickers/print'

/** A sticker PDF answered as it is written; never cached (staff only, and prices change). */
export function pdfResponse({ fileName, stream }: StickerFile): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
