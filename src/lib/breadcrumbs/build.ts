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

/**
 * The trail for a path, starting with Home: one crumb per segment, title-cased with hyphens as
 * spaces. Home itself has no trail (an empty list).
 */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean)
  if (segments.length === 0) return []
  return [
    { label: 'Home', path: '/' },
    ...segments.map((segment, index) => ({
      label: titleCase(decode(segment)),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ]
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
