import 'server-only'

import type { Metadata } from 'next'

import { absoluteUrl } from '@/server/site-url'

export const siteName = 'Venture Trailers Edgewater'

export const siteIcons: Metadata['icons'] = {
  icon: [{ url: '/favicon.ico' }, { url: '/icon.png', type: 'image/png' }],
  apple: '/apple-touch-icon.png',
}
const defaultImage = '/images/og-default.jpg'

export type PageMeta = {
  title: string
  description: string
  /** Route of the page; the canonical URL unless `canonical` says otherwise. */
  path: string
  keywords?: string[] | string | null
  image?: string | null
  canonical?: string | null
  ogTitle?: string | null
  ogDescription?: string | null
  type?: 'website' | 'article'
}

const keywordList = (keywords: PageMeta['keywords']): string[] =>
  (Array.isArray(keywords) ? keywords : (keywords ?? '').split(','))
    .map((keyword) => keyword.trim())
    .filter(Boolean)

/** Every page's metadata goes through here: title, description, keywords, OG, canonical, card. */
export function pageMetadata(meta: PageMeta): Metadata {
  const canonical = absoluteUrl(meta.canonical || meta.path)
  const image = absoluteUrl(meta.image || defaultImage)
  const ogTitle = meta.ogTitle || meta.title
  const ogDescription = meta.ogDescription || meta.description
  return {
    title: meta.title,
    description: meta.description,
    keywords: keywordList(meta.keywords),
    alternates: { canonical },
    openGraph: {
      title: ogTitle,
      description: ogDescription,
      url: canonical,
      siteName,
      type: meta.type ?? 'website',
      locale: 'en_US',
      images: [{ url: image, width: 1200, height: 630, alt: ogTitle }],
    },
    twitter: {
      card: 'summary_large_image',
      title: ogTitle,
      description: ogDescription,
      images: [image],
    },
  }
}
