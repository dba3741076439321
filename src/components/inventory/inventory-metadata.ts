import { pageMetadata } from '@/server/content/metadata'

/** /inventory's metadata; a filtered list shares it and names the bare list as canonical. */
export const inventoryMetadata = pageMetadata({
  title: 'Boat Trailer Inventory | Venture Trailers Edgewater',
  description:
    'In-stock Venture boat trailers in Edgewater, MD: aluminum and galvanized bunk, roller, PWC, pontoon and skiff trailers with prices, specifications and photos.',
  path: '/inventory',
  keywords: [
    'boat trailers in stock',
    'boat trailer inventory Maryland',
    'Venture trailers for sale',
    'aluminum boat trailer Edgewater MD',
  ],
})
