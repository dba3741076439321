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

/** The staff route of one unit's sticker PDF. */
export const stickerPath = (id: number) => `/api/inventory/${id}/sticker.pdf`

/** The staff route of a set: the checked units, or every available one when none is checked. */
export const stickersPath = (ids: readonly number[]) =>
  ids.length > 0
    ? `/api/inventory/stickers.pdf?ids=${ids.join(',')}`
    : '/api/inventory/stickers.pdf?status=available'
