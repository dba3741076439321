import type { Metadata } from 'next'

import { OutageScreen } from '@/components/site/OutageScreen'
import { siteSettingsSeed } from '@/seed/site'

export const metadata: Metadata = {
  title: 'Temporarily unavailable | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

/*
 * Rendered once, at build time. server.mjs answers a page that fails while PostgreSQL is
 * unreachable with this document (503, scripts removed) instead of a blank error shell.
 */
export default function UnavailablePage() {
  return <OutageScreen phone={siteSettingsSeed.phone} />
}
