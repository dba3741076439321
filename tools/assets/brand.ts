/**
 * Brand marks: the logo lockup (SVG, hand-tuned for size), app icons and the neutral placeholder.
 */
import { C } from './svg'

/**
 * The mark: a boat on a trailer (orange beam, white wheel) over a wave, on a 64x64 grid.
 * `bg` draws the navy rounded tile behind it.
 */
export function markBody(bg: boolean, radius = 14): string {
  return [
    bg ? `<rect width="64" height="64" rx="${radius}" fill="${C.navy}"/>` : '',
    `<path d="M7 19L58 22L55 32H19Q10 29 7 19Z" fill="#fff"/>`,
    `<path d="M22 22L26 14H40L42 22Z" fill="${C.mist}"/>`,
    `<rect x="5" y="35" width="53" height="5" rx="2.5" fill="${C.orange}"/>`,
    `<circle cx="41" cy="45" r="7" fill="#fff"/><circle cx="41" cy="45" r="2.6" fill="${C.navy}"/>`,
    `<path d="M5 56q6.5-5 13 0t13 0t13 0t13 0" fill="none" stroke="${C.mist}" stroke-width="3.5" stroke-linecap="round"/>`,
  ].join('')
}

/**
 * Horizontal logo lockup. The navy plate keeps the white/orange wordmark legible on white and
 * also blends into navy headers. `textLength` pins the wordmark width whatever sans-serif font
 * the browser picks.
 */
export function logoSvg(): string {
  const font = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="264" height="80" viewBox="0 0 264 80" role="img" aria-label="Venture Trailers">`,
    `<title>Venture Trailers</title>`,
    `<rect width="264" height="80" rx="16" fill="${C.navy}"/>`,
    `<rect x="1" y="1" width="262" height="78" rx="15" fill="none" stroke="${C.sea}" stroke-width="2"/>`,
    `<g transform="translate(10 10) scale(0.9375)">${markBody(false)}</g>`,
    `<text x="84" y="42" ${font} font-size="33" font-weight="800" fill="#fff" textLength="164" lengthAdjust="spacingAndGlyphs">Venture</text>`,
    `<text x="85" y="63" ${font} font-size="14" font-weight="700" fill="${C.orange}" textLength="162" lengthAdjust="spacingAndGlyphs" letter-spacing="4">TRAILERS</text>`,
    `</svg>`,
  ].join('')
}

/** Square logo (512x512) for Open Graph / schema.org fallback: mark above the wordmark. */
export function logoSquareSvg(): string {
  const font = `font-family="DejaVu Sans,system-ui,sans-serif"`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">`,
    `<rect width="512" height="512" fill="${C.navy}"/>`,
    `<g transform="translate(136 70) scale(3.75)">${markBody(false)}</g>`,
    `<text x="256" y="375" ${font} font-size="78" font-weight="bold" fill="#fff" text-anchor="middle" textLength="400" lengthAdjust="spacingAndGlyphs">Venture</text>`,
    `<text x="256" y="436" ${font} font-size="36" font-weight="bold" fill="${C.orange}" text-anchor="middle" textLength="330" lengthAdjust="spacingAndGlyphs">TRAILERS</text>`,
    `</svg>`,
  ].join('')
}

/** App icon at `size` px: rounded tile (transparent corners) or full-bleed square. */
export function iconSvg(size: number, fullBleed: boolean): string {
  const inner = fullBleed
    ? `<rect width="64" height="64" fill="${C.navy}"/><g transform="translate(8 8) scale(0.75)">${markBody(false)}</g>`
    : markBody(true)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg>`
}

/** Neutral grey trailer outline for empty table cells / missing photos (400x300). */
export function placeholderSvg(): string {
  const s = `fill="none" stroke="#9aa5b1" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="Trailer photo coming soon">`,
    `<rect width="400" height="300" fill="#eef1f4"/>`,
    `<g ${s}>`,
    `<path d="M44 178H356M44 178l-14 4M96 178v-52M96 138l-22 40M300 178v-70M300 108v-8M138 156H356"/>`,
    `<path d="M206 178v-22a32 32 0 0 1 64 0v22"/>`,
    `<circle cx="238" cy="200" r="26"/><circle cx="238" cy="200" r="8"/>`,
    `<path d="M64 178v34M56 218h16"/>`,
    `</g>`,
    `<path d="M90 248q15-12 30 0t30 0t30 0t30 0t30 0t30 0t30 0" fill="none" stroke="#c4ccd4" stroke-width="6" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('')
}

/** Pack PNG images into a .ico container (PNG-compressed entries, supported by all browsers). */
export function pngsToIco(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries: Buffer[] = []
  let offset = 6 + 16 * images.length
  for (const { size, png } of images) {
    const e = Buffer.alloc(16)
    e.writeUInt8(size >= 256 ? 0 : size, 0)
    e.writeUInt8(size >= 256 ? 0 : size, 1)
    e.writeUInt8(0, 2)
    e.writeUInt8(0, 3)
    e.writeUInt16LE(1, 4)
    e.writeUInt16LE(32, 6)
    e.writeUInt32LE(png.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += png.length
    entries.push(e)
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}
