/**
 * Serialises structured data for a <script type="application/ld+json"> block. `<` is escaped so
 * text from the CMS or inventory (e.g. "</script>") can never close the block early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
