/**
 * Static asset generator for the Venture Trailers (Edgewater, MD) dealer site.
 *
 *   npx tsx tools/assets/generate.ts            # everything
 *   npx tsx tools/assets/generate.ts --skip-clips   # images only (no ffmpeg needed)
 *
 * Every image is a flat vector illustration drawn as an SVG string (scenes.ts, clips.ts,
 * accessories.ts, brand.ts, ...) and rasterised with `sharp`; nothing is downloaded. The output is
 * deterministic (seeded PRNG, fixed encoder settings) and committed under public/, so the app
 * itself never needs these tools at runtime.
 *
 * ffmpeg (Debian: `apt-get install -y ffmpeg`, with libx264 + libvpx-vp9) is needed ONLY to
 * regenerate the hero clips public/hero/clip-*.{mp4,webm}. Without it the clips are skipped with a
 * warning and everything else is still written.
 *
 * Size budgets are enforced: WebP quality / video CRF step down until each file fits.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ACCESSORY_NAMES, accessoryBody } from './accessories'
import { iconSvg, logoSquareSvg, logoSvg, placeholderSvg, pngsToIco } from './brand'
import { CLIP_H, CLIP_W, CLIPS, clipFrame } from './clips'
import { cataloguePageSlugs } from '@/lib/catalogue/types'

import { categoryScene, INVENTORY, inventoryScene, ogScene } from './scenes'
import { doc } from './svg'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PUB = join(ROOT, 'public')
const KB = 1000

const CLIP_SECONDS = 7
const FPS = 24
const CLIP_SIZE: [number, number] = [960, 540]
const CLIP_BUDGET = 350 * KB

const written: Array<{ file: string; bytes: number }> = []

function out(rel: string): string {
  const file = join(PUB, rel)
  mkdirSync(dirname(file), { recursive: true })
  return file
}

function record(file: string): void {
  const bytes = statSync(file).size
  written.push({ file: relative(ROOT, file), bytes })
}

function writeText(rel: string, text: string): void {
  const file = out(rel)
  writeFileSync(file, text)
  record(file)
}

async function writePng(rel: string, svg: string, palette = true): Promise<Buffer> {
  const file = out(rel)
  const buf = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette, effort: 10 })
    .toBuffer()
  writeFileSync(file, buf)
  record(file)
  return buf
}

/** Rasterise once (at `size` if given), then encode WebP at decreasing quality until it fits the budget. */
async function writeWebp(
  rel: string,
  svg: string,
  budget: number,
  size?: { width: number; height: number },
): Promise<void> {
  const image = size
    ? sharp(Buffer.from(svg), { density: 72 * 3 }).resize(size)
    : sharp(Buffer.from(svg))
  const raw = await image.png().toBuffer()
  let buf: Buffer | undefined
  for (const quality of [84, 80, 76, 72, 68, 64, 60, 55, 50, 45, 40, 35, 30]) {
    buf = await sharp(raw).webp({ quality, effort: 6, smartSubsample: true }).toBuffer()
    if (buf.length <= budget) break
  }
  if (!buf) throw new Error('unreachable')
  if (buf.length > budget) console.warn(`! ${rel}: ${buf.length} B exceeds budget ${budget} B`)
  const file = out(rel)
  writeFileSync(file, buf)
  record(file)
}

async function writeJpeg(rel: string, svg: string, budget: number): Promise<void> {
  const raw = await sharp(Buffer.from(svg)).png().toBuffer()
  let buf: Buffer | undefined
  for (const quality of [86, 82, 78, 74, 70, 65, 60]) {
    buf = await sharp(raw)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer()
    if (buf.length <= budget) break
  }
  if (!buf) throw new Error('unreachable')
  const file = out(rel)
  writeFileSync(file, buf)
  record(file)
}

async function brand(): Promise<void> {
  const logo = logoSvg()
  if (logo.length > 4 * 1024) console.warn(`! logo.svg is ${logo.length} B (> 4 KB)`)
  writeText('brand/logo.svg', logo)
  // The header's and footer's logo: a raster decodes off the main thread, while an SVG image is a
  // document of its own that the page lays out and paints (its text first loads fonts) before
  // first paint. 396 × 120 is three times its largest display size.
  await writeWebp('brand/logo.webp', logo, 10 * KB, { width: 396, height: 120 })
  await writePng('brand/logo.png', logoSquareSvg())
  await writePng('icon.png', iconSvg(64, false))
  await writePng('apple-touch-icon.png', iconSvg(180, true))
  const icoImages = []
  for (const size of [16, 32, 48]) {
    const png = await sharp(Buffer.from(iconSvg(size, false)))
      .png({ compressionLevel: 9 })
      .toBuffer()
    icoImages.push({ size, png })
  }
  const ico = out('favicon.ico')
  writeFileSync(ico, pngsToIco(icoImages))
  record(ico)
  writeText('images/placeholder-trailer.svg', placeholderSvg())
}

async function stills(): Promise<void> {
  const og = ogScene()
  await writeWebp('images/og-default.webp', og, 120 * KB)
  await writeJpeg('images/og-default.jpg', og, 200 * KB)
  for (const slug of cataloguePageSlugs) {
    await writeWebp(`images/categories/${slug}.webp`, categoryScene(slug, 'card'), 40 * KB)
    await writeWebp(`images/heroes/${slug}.webp`, categoryScene(slug, 'hero'), 80 * KB)
  }
  for (const name of ACCESSORY_NAMES) {
    await writeWebp(`images/accessories/${name}.webp`, doc(600, 450, accessoryBody(name)), 25 * KB)
  }
  for (let i = 0; i < INVENTORY.length; i++) {
    const n = String(i + 1).padStart(2, '0')
    await writeWebp(`images/inventory/demo-${n}.webp`, inventoryScene(i), 90 * KB)
  }
}

function hasFfmpeg(): boolean {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' })
  return r.status === 0
}

function ffmpeg(args: string[]): void {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${r.stderr}`)
}

/** Encode with increasing CRF until the file fits the budget. */
function encodeWithin(file: string, crfs: number[], args: (crf: number) => string[]): void {
  for (const crf of crfs) {
    ffmpeg([...args(crf), file])
    if (statSync(file).size <= CLIP_BUDGET) return
  }
  console.warn(
    `! ${relative(ROOT, file)} exceeds ${CLIP_BUDGET} B even at CRF ${crfs[crfs.length - 1]}`,
  )
}

async function posters(): Promise<void> {
  for (let n = 0; n < CLIPS.length; n++) {
    // Poster = exact first frame of the clip (t = 0), at 1280x720.
    await writeWebp(
      `hero/poster-${n + 1}.webp`,
      clipFrame(n, 0, CLIP_W, CLIP_H),
      (n === 0 ? 45 : 60) * KB,
    )
  }
}

async function clips(): Promise<void> {
  const frames = CLIP_SECONDS * FPS
  for (let n = 0; n < CLIPS.length; n++) {
    const dir = mkdtempSync(join(tmpdir(), 'vt-clip-'))
    try {
      const jobs: Array<Promise<unknown>> = []
      for (let i = 0; i < frames; i++) {
        const svg = clipFrame(n, i / frames, ...CLIP_SIZE)
        jobs.push(
          sharp(Buffer.from(svg))
            .png({ compressionLevel: 1 })
            .toFile(join(dir, `f${String(i).padStart(4, '0')}.png`)),
        )
        if (jobs.length >= 8) await Promise.all(jobs.splice(0))
      }
      await Promise.all(jobs)
      const input = [
        '-framerate',
        String(FPS),
        '-i',
        join(dir, 'f%04d.png'),
        '-an',
        '-map_metadata',
        '-1',
      ]
      const mp4 = out(`hero/clip-${n + 1}.mp4`)
      encodeWithin(mp4, [22, 24, 26, 28, 30, 32, 34], (crf) => [
        ...input,
        ...['-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'veryslow'],
        ...['-tune', 'animation', '-crf', String(crf), '-g', String(FPS * 2), '-threads', '1'],
        ...['-movflags', '+faststart', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      ])
      record(mp4)
      const webm = out(`hero/clip-${n + 1}.webm`)
      encodeWithin(webm, [32, 35, 38, 41, 44, 47, 50], (crf) => [
        ...input,
        ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', String(crf)],
        ...[
          '-deadline',
          'good',
          '-cpu-used',
          '1',
          '-row-mt',
          '0',
          '-threads',
          '1',
          '-g',
          String(FPS * 2),
        ],
        ...['-fflags', '+bitexact', '-flags:v', '+bitexact'],
      ])
      record(webm)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

async function main(): Promise<void> {
  const skipClips = process.argv.includes('--skip-clips')
  await brand()
  await stills()
  await posters()
  if (skipClips) console.log('Skipping clips (--skip-clips).')
  else if (!hasFfmpeg())
    console.warn('! ffmpeg not found: hero clips not regenerated (apt-get install -y ffmpeg).')
  else await clips()
  let total = 0
  for (const { file, bytes } of written) {
    total += bytes
    console.log(`${String(bytes).padStart(8)}  ${file}`)
  }
  console.log(`${String(total).padStart(8)}  total (${written.length} files)`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
