import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/cms/api/media/file/**' }, { pathname: '/media/**' }],
  },
  turbopack: { root: import.meta.dirname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
