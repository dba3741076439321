import type { Metadata } from 'next'

import { mediaAddress } from '@/lib/media/picture'
import type { Home } from '@/payload-types'
import { pageMetadata } from '@/server/content/metadata'

/* The home page's search listing as the site shipped it; each text an editor writes replaces one. */
const defaults = {
  title: 'Venture Boat Trailers in Edgewater, MD | Aluminum & Galvanized | Made in the USA',
  description:
    'Authorized Venture boat trailer dealer in Edgewater, Maryland: USA-made aluminum and galvanized bunk, roller, pontoon, PWC and skiff trailers, custom builds, parts and service.',
  keywords: [
    'boat trailers',
    'Venture trailers',
    'Edgewater MD boat trailer dealer',
    'aluminum boat trailers',
    'galvanized boat trailers',
    'Maryland boat trailers',
  ],
}

/** The metadata of /, from the home page's search listing (/cms → Home → Search listing). */
export const homeMetadata = (meta: Home['meta']): Metadata =>
  pageMetadata({
    title: meta?.title || defaults.title,
    description: meta?.description || defaults.description,
    keywords: meta?.keywords || defaults.keywords,
    image: mediaAddress(meta?.image),
    path: '/',
  })
