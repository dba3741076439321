/* Payload serves the media collection here, from disk or (with the S3 plugin) from the bucket. */
const mediaPath = '/cms/api/media/file/'

export const mediaUrl = (filename: string): string => `${mediaPath}${encodeURIComponent(filename)}`

/** The media file a site-relative image URL points at; null for anything else (static, remote). */
export function mediaFilename(url: string): string | null {
  if (!url.startsWith(mediaPath)) return null
  const name = url.slice(mediaPath.length).split(/[?#]/)[0]
  try {
    const filename = decodeURIComponent(name)
    return filename && !filename.includes('/') ? filename : null
  } catch {
    return null
  }
}
