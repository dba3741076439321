/*
 * An import only links photos the site already serves (its media uploads and static images):
 * the server never fetches an address from a file, and the public pages' CSP shows only our own.
 */
const sitePrefixes = ['/cms/api/media/file/', '/images/', '/media/']

/** The site path of an image address on `origin`, or null for an image from elsewhere. */
export function siteImagePath(url: string, origin: string): string | null {
  let path = url
  if (!url.startsWith('/')) {
    try {
      const parsed = new URL(url)
      if (parsed.origin !== new URL(origin).origin) return null
      path = `${parsed.pathname}${parsed.search}`
    } catch {
      return null
    }
  }
  return sitePrefixes.some((prefix) => path.startsWith(prefix)) && !path.includes('..')
    ? path
    : null
}
