import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'

import { headerRules } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a second build (e.g. tests) run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // WebP only: AVIF saves little on these already-small images and costs many times the CPU
    // to encode on the first request for each size (measured as seconds of LCP on 2 cores).
    formats: ['image/webp'],
    localPatterns: [
      { pathname: '/images/**' },
      { pathname: '/cms/api/media/file/**' },
      { pathname: '/media/**' },
    ],
  },
  turbopack: { root: import.meta.dirname },
  // Several instances share one cache through Redis, so an edit on one purges all (ADR 0005);
  // a single instance keeps Next's own memory + disk cache.
  ...(process.env.REDIS_URL?.trim() && {
    cacheHandler: path.join(import.meta.dirname, 'src/server/cache/redis-cache-handler.mjs'),
    cacheMaxMemorySize: 0,
  }),
  // Read at build time (Next bakes the rules into the build): see src/lib/security-headers.mjs.
  async headers() {
    return headerRules({
      production: process.env.NODE_ENV === 'production',
      siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
      gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined,
      clerkPublishableKey:
        (
          process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY || process.env.CLERK_PUBLISHABLE_KEY
        )?.trim() || undefined,
    })
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
