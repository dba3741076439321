import { env } from '@/server/env'

/** The one builder of absolute site URLs: canonical links, sitemap, JSON-LD, Open Graph. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, env().NEXT_PUBLIC_SITE_URL).toString()
}
