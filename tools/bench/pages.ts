/* The pages the benchmark measures, as the release budgets list them (ADR 0007, 0008). */
import { inventoryPath } from '@/lib/inventory/slug'

export const guidePath = '/tips/check-tire-pressure-monthly'

/** A shopper's narrowed list (ADR 0015): rendered per request from the cached inventory. */
export const filteredInventoryPath = '/inventory?boat_length=18&capacity_min=2000&sort=price_asc'

/** The fit check on the list (ADR 0044): a GET filter like the others, held to their budget. */
export const fitInventoryPath =
  '/inventory?fit_length=18&fit_dry=1800&fit_engine=400&fit_fuel=30&fit_fuel_type=gasoline'

/** Lighthouse and axe pages, in report order; the unit page is found at run time. */
export function publicPaths(unitPath: string): string[] {
  return [
    '/',
    '/trailers',
    '/trailers/aluminum',
    '/trailers/pontoon',
    '/inventory',
    filteredInventoryPath,
    unitPath,
    '/tips',
    guidePath,
    '/about',
    '/contact',
  ]
}

/** Pages measured beside their own HTML without scripts (no-js-twin.ts). */
export function noJsPaths(unitPath: string): string[] {
  return ['/', '/inventory', '/trailers/aluminum', unitPath, guidePath, '/contact']
}

/** Cached pages put under load beside the static ceiling. */
export const loadPaths = ['/', '/trailers/aluminum', '/inventory']

/** Every page the site's sitemap lists (every public page, ten categories, each guide and unit). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`)
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
  return locations.map(([, location]) => {
    const url = new URL(location.replaceAll('&amp;', '&'))
    return `${url.pathname}${url.search}`
  })
}

type Unit = { id: number; model_name: string; price: number }

/** The first unit the public inventory shows (its page address and price), from the public API. */
export async function findUnit(baseUrl: string): Promise<Unit & { path: string }> {
  const response = await fetch(`${baseUrl}/api/inventory`)
  if (!response.ok) throw new Error(`GET /api/inventory answered ${response.status}`)
  const items = (await response.json()) as (Unit & {
    is_available?: boolean
    stock_quantity?: number
  })[]
  const unit = items.find((item) => item.is_available !== false && (item.stock_quantity ?? 1) > 0)
  if (!unit) throw new Error('GET /api/inventory lists no unit in stock')
  return {
    id: unit.id,
    model_name: unit.model_name,
    price: Number(unit.price),
    path: inventoryPath(unit),
  }
}

const imageUrls = (html: string): string[] => {
  const candidates = [...html.matchAll(/(?:srcset|imageSrcSet|src)="([^"]+)"/gi)].flatMap((match) =>
    match[1].split(',').map((entry) => entry.trim().split(/\s+/)[0].replaceAll('&amp;', '&')),
  )
  return [...new Set(candidates.filter((url) => url.startsWith('/_next/image')))]
}

/**
 * A page and every resized image it offers, requested once as a browser would (Chrome's Accept
 * header picks the format): Lighthouse then measures a page's steady state, not the first
 * request after a deploy that pays for rendering the page or resizing an image.
 */
export async function warmPage(baseUrl: string, pagePath: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  for (const url of imageUrls(html)) {
    await fetch(`${baseUrl}${url}`, {
      headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    }).then((response) => response.arrayBuffer())
  }
}
