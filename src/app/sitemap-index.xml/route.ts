import { absoluteUrl } from '@/server/site-url'

// The site's origin is read when served, not when built (ADR 0009).
export const dynamic = 'force-dynamic'

/*
 * The sitemap index robots.txt names: the pages' sitemap and the inventory feed (search engines
 * read an RSS feed as a sitemap, and shopping sites find it here).
 */
const sitemaps = ['/sitemap.xml', '/feeds/inventory.xml']

export function GET(): Response {
  const entries = sitemaps.map((path) => `<sitemap><loc>${absoluteUrl(path)}</loc></sitemap>`)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
