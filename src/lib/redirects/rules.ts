/*
 * The rules every redirect follows (ADRs 0040 and 0059), kept free of Payload so they are tested
 * alone: a chain of moves collapses to one hop, a move back to an old address removes the redirect
 * that would loop, an old address is any path an old site used, and a target is a page of this
 * site or an outside https address.
 */
export type Redirect = { id: number | string; from: string; to: string }

export type MovePlan = {
  /** The redirect to add for the address that moved, or null when one is retargeted instead. */
  create: { from: string; to: string } | null
  /** Redirects that pointed at the old address and now point at the new one (one hop). */
  retarget: { id: Redirect['id']; to: string }[]
  /** Redirects from the new address: it answers with a page again, and kept they would loop. */
  remove: Redirect['id'][]
}

const sitePath = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]+$/

/** A path on this site, lowercase segments without a query, e.g. /tips/brake-maintenance. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && sitePath.test(value)

/**
 * An old address as an editor pastes it: a whole link of the old site (its path is kept), or a
 * path; without its query, fragment or closing slash (Next answers /a/ by sending visitors to /a),
 * and decoded (/Bunk%20Trailers.html is stored as /Bunk Trailers.html), as a visit's path is
 * looked up (src/server/content/redirects.ts).
 */
export function oldAddressOf(value: string): string {
  const text = value.trim()
  let path = text
  if (/^https?:\/\//i.test(text)) {
    try {
      path = new URL(text).pathname
    } catch {
      return text
    }
  }
  path = decodedPath(path.replace(/[?#].*$/, ''))
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** A path with its %-escapes decoded; as it is when they do not decode (a stray %). */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * A path an old site may have used, decoded, e.g. /Bunk Trailers.html: no query, fragment,
 * backslash or control character, not `/`.
 */
export const isOldAddress = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 200 &&
  /^\/[^?#\\/][^?#\\]*$/.test(value) &&
  !value.includes('//') &&
  !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) &&
  value.trim() === value

/*
 * First segments this site answers itself before any redirect is looked up (the CMS, the API, the
 * staff panel, Next's files, public files and feeds, the outage page, the inventory's filtered
 * lists): a redirect from under them would never be followed.
 */
const ownedFirstSegments = new Set([
  'cms',
  'api',
  'admin',
  '_next',
  'on-demand',
  'unavailable',
  'inventory-filtered',
  'inventory-search',
  'feeds',
  'brand',
  'hero',
  'images',
  'favicon.ico',
  'icon.png',
  'apple-touch-icon.png',
  'robots.txt',
  'sitemap.xml',
  'sitemap-index.xml',
])

/** The site's pages that exist whatever the content (src/app/(site)/on-demand/[site]). */
export const fixedPages: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/alerts',
  '/alerts/confirm',
  '/alerts/manage',
  '/alerts/requested',
  '/contact',
  '/contact/sent',
  '/finance',
  '/inventory',
  '/inventory/compare',
  '/monday-report',
  '/parts',
  '/privacy',
  '/privacy/request',
  '/privacy/request/answer',
  '/privacy/request/confirm',
  '/service',
  '/tips',
  '/trade-in',
  '/trailers',
  '/trailers/venture',
])

/** An address the site answers without ever reading the redirects. */
export const isOwnedAddress = (path: string): boolean =>
  fixedPages.has(path) || ownedFirstSegments.has(path.split('/')[1] ?? '')

/** Where a redirect sends visitors: a page of this site (with a query, if any) or another site. */
export type Target = { kind: 'site'; path: string } | { kind: 'outside'; url: string }

/* Printable ASCII: what a Location header carries as it is. */
const printable = /^[\x21-\x7e]*$/

/**
 * A target as written: `/trailers/bunk`, `/inventory?type=bunk`, or `https://…` (no user name or
 * password in it, and as the browser would send it: a target is stored exactly as written, so one
 * that only parses once cleaned up, with a line break or a letter to encode, is refused). Null
 * when it is neither.
 */
export function parseTarget(value: unknown): Target | null {
  if (typeof value !== 'string' || value.length > 500 || !printable.test(value)) return null
  if (value.startsWith('https://')) {
    try {
      const url = new URL(value)
      return url.username || url.password || !url.hostname.includes('.')
        ? null
        : { kind: 'outside', url: url.href }
    } catch {
      return null
    }
  }
  const [path, query = ''] = value.split(/\?(.*)/s, 2)
  if (path !== '/' && !isSitePath(path)) return null
  if (query.includes('#')) return null
  return { kind: 'site', path }
}

/** What changes when the page at `from` moves to `to`, given the redirects stored now. */
export function planMove(existing: readonly Redirect[], from: string, to: string): MovePlan {
  const plan: MovePlan = { create: null, retarget: [], remove: [] }
  if (from === to) return plan
  for (const redirect of existing) {
    if (redirect.from === to) plan.remove.push(redirect.id)
    else if (redirect.from === from || redirect.to === from) {
      if (redirect.to !== to) plan.retarget.push({ id: redirect.id, to })
    }
  }
  if (!existing.some((redirect) => redirect.from === from)) plan.create = { from, to }
  return plan
}

/**
 * Where a redirect an editor writes ends once the chain after it is followed, or null when the
 * chain comes back to its own address (a loop).
 */
export function finalTarget(
  existing: readonly Redirect[],
  from: string,
  to: string,
): string | null {
  const next = new Map(existing.filter((r) => r.from !== from).map((r) => [r.from, r.to]))
  const seen = new Set([from])
  let target = to
  while (next.has(target)) {
    if (seen.has(target)) return null
    seen.add(target)
    target = next.get(target) as string
  }
  return seen.has(target) ? null : target
}
