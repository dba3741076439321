/*
 * The paths src/proxy.ts serves /inventory?… from (ADR 0028). A proxy rewrite, unlike one in
 * next.config.mjs, shows its target to usePathname while the server renders, so what reads the
 * path (the breadcrumbs) maps them back to the address the shopper sees. Kept apart from the
 * filter rules so that every page's breadcrumbs do not ship them.
 */
export const cachedListPath = '/inventory-filtered'
export const searchListPath = '/inventory-search'

/** The address a path is shown under: /inventory for the filtered lists. */
export function shownPathname(pathname: string): string {
  return pathname === searchListPath || pathname.startsWith(`${cachedListPath}/`)
    ? '/inventory'
    : pathname
}
