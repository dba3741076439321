/*
 * A window sticker's QR code opens the unit's page tagged with this source, so a quote request
 * made on that visit records it (the quote form reads utm_source) and the lead desk can count the
 * leads the lot brings (ADR 0026).
 */
export const stickerUtmSource = 'window_sticker'

/** The unit's canonical page address with the sticker's utm_source added. */
export function stickerLink(unitUrl: string): string {
  const url = new URL(unitUrl)
  url.searchParams.set('utm_source', stickerUtmSource)
  return url.toString()
}
