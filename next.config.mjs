import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'

import { bodyLimits } from './src/lib/body-limits.mjs'
import { cacheHeaderRules } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a second build (e.g. tests) run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.mjs compresses every answer once, after its last rewrite (src/server/front-door/pipeline/compression.mjs).
  compress: false,
  // Only the benchmark's build: its bundle report attributes each chunk's bytes to modules
  // (tools/bench/bundle-report.ts); a release publishes no source.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
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
  // src/app/global-not-found.tsx: one 404 document for every address, whichever root layout.
  experimental: {
    globalNotFound: true,
    // forbidden() marks a sold unit's page gone (server.mjs answers it as 410).
    authInterrupts: true,
    // The proxy (src/proxy.ts) sees a copy of each /api body, cut at this size without an error:
    // at Next's default of 10 MB an image just under the upload limit arrived truncated (a 400).
    // server.mjs has refused anything larger already (src/lib/body-limits.mjs).
    proxyClientMaxBodySize: bodyLimits.imageUpload,
    // Without Redis, pages and data rendered at run time stay in this process's memory: a purge
    // (revalidateTag) reaches only the process that made it, so entries on a shared disk would
    // be served stale by every other process of the build (ADR 0029).
    isrFlushToDisk: false,
  },
  // Several instances share one cache through Redis, so an edit on one purges all (ADR 0005);
  // a single instance keeps Next's own cache in its memory (ADR 0029). Either keeps no answer an
  // invented address gets (docs/decisions/0018-unknown-paths-never-cached.md).
  cacheHandler: path.join(
    import.meta.dirname,
    process.env.REDIS_URL?.trim()
      ? 'src/server/cache/redis-cache-handler.mjs'
      : 'src/server/internals/file-system-cache-handler.mjs',
  ),
  ...(process.env.REDIS_URL?.trim() && { cacheMaxMemorySize: 0 }),
  // Public pages live under src/app/(site)/on-demand/[site] (see its layout). After files and
  // static routes, every path that is not the CMS, an API, the staff panel or a Next asset is a
  // public page. The staff panel is left out because this rewrite comes before dynamic routes:
  // it would take a lead's own address, /admin/leads/{id}, to the public site's 404.
  // /inventory with a filter in its query is routed by src/proxy.ts (ADR 0028).
  async rewrites() {
    return {
      afterFiles: [
        {
          source: '/:path((?!cms(?:/|$)|api/|admin(?:/|$)|_next/).*)',
          destination: '/on-demand/edgewater/:path',
        },
      ],
    }
  },
  // Security headers depend on the deployment and are set by server.mjs when it starts.
  async headers() {
    return cacheHeaderRules()
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
