import type { BreadcrumbList, WithContext } from 'schema-dts'

export type Crumb = { label: string; path: string }

const titleCase = (segment: string): string =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const segmentsOf = (pathname: string) => pathname.split(/[?#]/)[0].split('/').filter(Boolean)

/**
 * The trail for a path, starting with Home: one crumb per segment, title-cased with hyphens as
 * spaces, or `lastLabel` for the last one when the page knows a better name than its address.
 * Home itself has no trail (an empty list).
 */
export function buildBreadcrumbs(pathname: string, lastLabel?: string): Crumb[] {
  const segments = segmentsOf(pathname)
  if (segments.length === 0) return []
  const last = segments.length - 1
  return [
    { label: 'Home', path: '/' },
    ...segments.map((segment, index) => ({
      label: index === last && lastLabel ? lastLabel : titleCase(decode(segment)),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ]
}

/**
 * A unit's page (/inventory/10-vask-2300-aluminum-skiff, its payment worked out at …/payment, and
 * its reservation at …/reserve and …/reserve/done): its last crumb is the unit's name, which only
 * the page knows, so the page draws the trail itself.
 */
export function isUnitPagePath(pathname: string): boolean {
  const [first, unit, ...rest] = segmentsOf(pathname)
  return (
    first === 'inventory' &&
    /^\d{1,9}(?:-|$)/.test(unit ?? '') &&
    ['', 'payment', 'reserve', 'reserve/done'].includes(rest.join('/'))
  )
}

/** schema.org BreadcrumbList for a trail; `siteUrl` is the site's origin from the URL builder. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  }
}
