import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/server/site-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
