import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/server/site-url'

// The site's origin is read when served, not when built (ADR 0009).
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api/'] },
    sitemap: absoluteUrl('/sitemap-index.xml'),
  }
}
