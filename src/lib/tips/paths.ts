const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Lowercase words joined by single hyphens: the only shape a guide's URL segment may take. */
export const isTipSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && slugPattern.test(value)

export const tipPath = (slug: string): string => `/tips/${slug}`

type Routable = { slug: string; canonicalPath?: string | null }

/** The address a guide declares as canonical: its own route unless the article names another. */
export const tipCanonicalPath = (tip: Routable): string => tip.canonicalPath || tipPath(tip.slug)

/** The segment under /tips/ of a declared canonical path, or null when it is not one. */
export function canonicalSegment(canonicalPath: string | null | undefined): string | null {
  const segment = canonicalPath?.match(/^\/tips\/([^/]+)$/)?.[1]
  return isTipSlug(segment) ? segment : null
}
