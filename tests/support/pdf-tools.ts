import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/*
 * Reads a PDF back as a reader would, with Debian's poppler-utils and zbar-tools (.ci/run
 * installs them): its pages, its text, its fonts and the QR code printed on a page.
 */

const run = async (command: string, args: string[]) =>
  (await promisify(execFile)(command, args, { maxBuffer: 32 * 1024 * 1024 })).stdout

export type PdfReader = {
  pages: number
  /** The text of one page (1-based), or of all pages. */
  text: (page?: number) => Promise<string>
  /** pdffonts' table: one line per font. */
  fonts: () => Promise<string[]>
  /** Every QR code found on the page, decoded. */
  qrCodes: (page: number) => Promise<string[]>
  dispose: () => Promise<void>
}

export async function readPdf(bytes: ArrayBuffer | Uint8Array): Promise<PdfReader> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sticker-pdf-'))
  const file = path.join(folder, 'document.pdf')
  await writeFile(file, bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
  const info = await run('pdfinfo', [file])
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN)
  const range = (page?: number) => (page ? ['-f', String(page), '-l', String(page)] : [])
  return {
    pages,
    text: (page) => run('pdftotext', [...range(page), '-layout', file, '-']),
    fonts: async () => (await run('pdffonts', [file])).trim().split('\n').slice(2),
    async qrCodes(page) {
      const image = path.join(folder, `page-${page}`)
      await run('pdftoppm', [...range(page), '-r', '150', '-png', '-singlefile', file, image])
      const decoded = await run('zbarimg', ['--quiet', '--raw', `${image}.png`])
      return decoded.trim().split('\n').filter(Boolean)
    },
    dispose: () => rm(folder, { recursive: true, force: true }),
  }
}
