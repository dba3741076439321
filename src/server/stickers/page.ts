import type { StickerContent } from '@/lib/stickers/content'

import { drawQr } from '@/server/stickers/qr'

/*
 * One window sticker on one US Letter page (ADR 0026). Every block has a fixed box and every text
 * is drawn with a width and a height, cut with an ellipsis when it is longer: pdfkit would
 * otherwise flow the rest onto a new page, and a sticker is one page whatever the unit says.
 */

/** `logo` is a file path: pdfkit embeds an image named by path once per document. */
export type Dealer = { name: string; contact: string; logo: string }

export const fonts = { regular: 'Sticker', bold: 'Sticker-Bold' } as const

const page = { width: 612, height: 792, margin: 40 }
const inner = page.width - 2 * page.margin
const ink = '#111111'
const muted = '#4a4a4a'
const qrSize = 156
const bottom = page.height - page.margin

type Box = { x: number; y: number; width: number; height: number }
type TextStyle = { size: number; bold?: boolean; color?: string; align?: 'left' | 'center' }

/** Draws text inside its box (cut with '…' if longer) and returns the y below what it drew. */
function text(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  tag: 'H1' | 'H2' | 'P',
  value: string,
  box: Box,
  style: TextStyle,
): number {
  doc
    .font(style.bold ? fonts.bold : fonts.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? ink)
  const options = { width: box.width, align: style.align ?? 'left', lineGap: 1 }
  const height = Math.min(doc.heightOfString(value, options), box.height)
  doc.text(value, box.x, box.y, {
    ...options,
    height,
    ellipsis: true,
    structParent: section,
    structType: tag,
  })
  return box.y + height
}

/** The largest size (down to `min`) at which the title fits in `lines` lines. */
function titleSize(doc: PDFKit.PDFDocument, title: string, lines: number, min: number): number {
  doc.font(fonts.bold)
  for (let size = 30; size > min; size -= 2) {
    doc.fontSize(size)
    if (doc.heightOfString(title, { width: inner, lineGap: 1 }) <= lines * (size * 1.2 + 1)) {
      return size
    }
  }
  return min
}

function header(doc: PDFKit.PDFDocument, section: PDFKit.PDFStructureElement, dealer: Dealer) {
  const { margin } = page
  section.add(
    doc.struct('Figure', { alt: `${dealer.name} logo` }, () => {
      doc.image(dealer.logo, margin, margin, { width: 64, height: 64 })
    }),
  )
  const x = margin + 80
  text(
    doc,
    section,
    'P',
    dealer.name,
    { x, y: margin + 8, width: inner - 80, height: 24 },
    {
      size: 18,
      bold: true,
    },
  )
  text(
    doc,
    section,
    'P',
    dealer.contact,
    { x, y: margin + 34, width: inner - 80, height: 16 },
    {
      size: 11,
      color: muted,
    },
  )
  doc
    .moveTo(margin, margin + 76)
    .lineTo(page.width - margin, margin + 76)
    .lineWidth(1)
    .stroke(muted)
}

/** Key figures on the left, the QR code and what it does on the right. */
function figuresAndQr(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  content: StickerContent,
  top: number,
): number {
  const { margin } = page
  const columnWidth = inner - qrSize - 24
  let y = text(
    doc,
    section,
    'H2',
    'Key figures',
    { x: margin, y: top, width: columnWidth, height: 20 },
    {
      size: 14,
      bold: true,
    },
  )
  y += 4
  for (const [label, value] of content.figures) {
    text(
      doc,
      section,
      'P',
      label,
      { x: margin, y, width: 120, height: 15 },
      { size: 11, color: muted },
    )
    y =
      text(
        doc,
        section,
        'P',
        value,
        { x: margin + 124, y, width: columnWidth - 124, height: 15 },
        {
          size: 11,
          bold: true,
        },
      ) + 3
  }
  const qrX = page.width - margin - qrSize
  section.add(
    doc.struct('Figure', { alt: `QR code that opens ${content.qrUrl}` }, () => {
      drawQr(doc, content.qrUrl, qrX, top, qrSize)
    }),
  )
  const caption = 'Scan for photos, full specifications and a quote'
  const below = text(
    doc,
    section,
    'P',
    caption,
    { x: qrX, y: top + qrSize + 4, width: qrSize, height: 30 },
    {
      size: 10,
      align: 'center',
    },
  )
  return Math.max(y, below) + 12
}

function features(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  list: string[],
  top: number,
): number {
  if (list.length === 0) return top
  const { margin } = page
  let y =
    text(
      doc,
      section,
      'H2',
      'Features',
      { x: margin, y: top, width: inner, height: 20 },
      {
        size: 14,
        bold: true,
      },
    ) + 4
  // Three columns for a long list, so the description keeps room below it.
  const columnCount = list.length > 12 ? 3 : 2
  const gap = 12
  const width = (inner - gap * (columnCount - 1)) / columnCount
  const perColumn = Math.ceil(list.length / columnCount)
  let end = y
  for (let column = 0; column < columnCount; column += 1) {
    let rowY = y
    for (const feature of list.slice(column * perColumn, (column + 1) * perColumn)) {
      const box = { x: margin + column * (width + gap), y: rowY, width, height: 14 }
      rowY = text(doc, section, 'P', `• ${feature}`, box, { size: 10.5 }) + 2
    }
    end = Math.max(end, rowY)
  }
  y = end
  return y + 10
}

/*
 * A held unit's hold, framed in bold across the page right above the price, where a shopper on
 * the lot looks first. Answers the y below it.
 */
function holdBand(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  hold: string,
  top: number,
): number {
  const { margin } = page
  const height = 30
  doc.rect(margin, top, inner, height).lineWidth(2.5).stroke(ink)
  const box = { x: margin + 8, y: top + 6, width: inner - 16, height: 20 }
  text(doc, section, 'P', hold, box, { size: 16, bold: true, align: 'center' })
  return top + height + 8
}

/** Draws one sticker on the current page, tagged for screen readers as one section. */
export function drawSticker(
  doc: PDFKit.PDFDocument,
  content: StickerContent,
  dealer: Dealer,
): void {
  const section = doc.struct('Sect')
  doc.addStructure(section)
  const { margin } = page
  header(doc, section, dealer)
  let y = margin + 88
  if (content.category) {
    y =
      text(
        doc,
        section,
        'P',
        content.category.toUpperCase(),
        { x: margin, y, width: inner, height: 16 },
        {
          size: 11,
          bold: true,
          color: muted,
        },
      ) + 2
  }
  const size = titleSize(doc, content.title, 2, 16)
  y =
    text(
      doc,
      section,
      'H1',
      content.title,
      { x: margin, y, width: inner, height: 2 * (size * 1.2 + 1) },
      {
        size,
        bold: true,
      },
    ) + 4
  const identity = content.identity.map(([label, value]) => `${label} ${value}`).join('   ·   ')
  y =
    text(doc, section, 'P', identity, { x: margin, y, width: inner, height: 30 }, { size: 11 }) + 8
  if (content.hold) y = holdBand(doc, section, content.hold, y)
  y = text(
    doc,
    section,
    'P',
    content.price,
    { x: margin, y, width: inner, height: 44 },
    {
      size: 36,
      bold: true,
    },
  )
  if (content.priceNote) {
    // Beside the price in bold, as Maryland asks (src/lib/inventory/price-lines.ts).
    y = text(
      doc,
      section,
      'P',
      content.priceNote,
      { x: margin, y: y + 2, width: inner, height: 16 },
      { size: 11, bold: true },
    )
  }
  if (content.payment) {
    y = text(
      doc,
      section,
      'P',
      content.payment.line,
      { x: margin, y: y + 2, width: inner, height: 18 },
      {
        size: 13,
        bold: true,
      },
    )
    y = text(
      doc,
      section,
      'P',
      content.payment.disclosure,
      { x: margin, y: y + 2, width: inner, height: 24 },
      {
        size: 8,
        color: muted,
      },
    )
  }
  y = figuresAndQr(doc, section, content, y + 14)
  y = features(doc, section, content.features, y)
  if (content.description && bottom - y > 40) {
    y =
      text(
        doc,
        section,
        'H2',
        'About this trailer',
        { x: margin, y, width: inner, height: 20 },
        {
          size: 14,
          bold: true,
        },
      ) + 4
    text(
      doc,
      section,
      'P',
      content.description,
      { x: margin, y, width: inner, height: bottom - y },
      {
        size: 10,
      },
    )
  }
  section.end()
}
