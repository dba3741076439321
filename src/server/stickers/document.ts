import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'

import PDFDocument from 'pdfkit'

import type { StickerContent } from '@/lib/stickers/content'
import { drawSticker, fonts, type Dealer } from '@/server/stickers/page'

/*
 * The window-sticker PDF as a stream (ADR 0026): pdfkit writes each page out as soon as the next
 * one starts, so a set is never held whole, neither as units nor as PDF bytes. No 'server-only'
 * marker: tools/bench/stickers.ts loads this module outside Next.
 */

const root = process.cwd()
const fontFiles = {
  [fonts.regular]: path.join(root, 'src/server/stickers/fonts/DejaVuSans.ttf'),
  [fonts.bold]: path.join(root, 'src/server/stickers/fonts/DejaVuSans-Bold.ttf'),
}
const logoFile = path.join(root, 'public/brand/logo.png')

let fontData: Promise<Record<string, Buffer>> | undefined

/* Read once per process: about 1.5 MB that every sticker uses (each PDF embeds a subset). */
function loadFonts(): Promise<Record<string, Buffer>> {
  fontData ??= Promise.all(
    Object.entries(fontFiles).map(async ([name, file]) => [name, await readFile(file)] as const),
  ).then(Object.fromEntries)
  fontData.catch(() => (fontData = undefined))
  return fontData
}

/* Waits while the reader is behind, so a slow download keeps about one page buffered. */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return
  await Promise.race([once(out, 'drain'), once(out, 'close')])
}

export type StickerSource = {
  dealer: Omit<Dealer, 'logo'>
  /** Called once per page, in order; pages are drawn as they come. */
  units: AsyncIterable<StickerContent>
  title: string
}

/**
 * The PDF, one US Letter page per unit, as a Node stream. A failure while drawing (a unit read
 * that fails half way) destroys the stream with the error, so the response ends broken rather
 * than as a PDF that looks complete.
 */
export async function stickerPdf(source: StickerSource): Promise<Readable> {
  const fontBuffers = await loadFonts()
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    font: null as unknown as string,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: source.title, Author: source.dealer.name },
  })
  for (const [name, data] of Object.entries(fontBuffers)) doc.registerFont(name, data)
  const out = new PassThrough()
  doc.on('error', (error: Error) => out.destroy(error))
  doc.pipe(out)
  const dealer = { ...source.dealer, logo: logoFile }
  void (async () => {
    try {
      for await (const content of source.units) {
        if (out.destroyed) return
        doc.addPage()
        drawSticker(doc, content, dealer)
        await drained(out)
        // A page is drawn in one go; between pages other requests get their turn.
        await new Promise((resolve) => setImmediate(resolve))
      }
      doc.end()
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  })()
  return out
}
