import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a second build (e.g. tests) run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/cms/api/media/file/**' }, { pathname: '/media/**' }],
  },
  turbopack: { root: import.meta.dirname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
