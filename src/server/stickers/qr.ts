import QRCode from 'qrcode'

/**
 * Draws a QR code of `url` with its quiet zone in a white `size` square at (x, y): the code's dark
 * modules as one path of horizontal runs, a few hundred rectangles and one fill.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  url: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const cell = size / (modules.size + 2 * quiet)
  doc.rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1
        continue
      }
      const start = col
      while (col < modules.size && modules.get(row, col)) col += 1
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell)
    }
  }
  doc.fill('#000000')
}
