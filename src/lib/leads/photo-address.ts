/*
 * Where a shopper's photo is served (ADR 0051): Payload's file route of the `lead-photos`
 * collection, which answers only callers its read access lets in (staff and admins).
 */
const leadPhotoPath = '/cms/api/lead-photos/file/'

export const leadPhotoUrl = (filename: string): string =>
  `${leadPhotoPath}${encodeURIComponent(filename)}`

/** The stored file a lead's photo address names; null for anything else. */
export function leadPhotoFilename(url: string): string | null {
  if (!url.startsWith(leadPhotoPath)) return null
  try {
    const filename = decodeURIComponent(url.slice(leadPhotoPath.length).split(/[?#]/)[0])
    return filename && !filename.includes('/') ? filename : null
  } catch {
    return null
  }
}

/** The stored files of a lead's photos, from its details (`photos`, their addresses). */
export function leadPhotoFilenames(details: unknown): string[] {
  const urls = (details as { photos?: unknown } | null)?.photos
  return (Array.isArray(urls) ? urls : [])
    .map((url) => (typeof url === 'string' ? leadPhotoFilename(url) : null))
    .filter((name) => name !== null)
}
