import type { Metadata, Viewport } from 'next'

import { NotFoundScreen } from '@/components/site/NotFoundScreen'
import { SiteFrame } from '@/components/site/SiteFrame'
import { siteSettingsSeed } from '@/seed/site'
import { siteIcons, siteName } from '@/server/content/metadata'

import '@/app/(site)/globals.css'

// Next adds `noindex` to every 404 itself.
export const metadata: Metadata = {
  title: '404 - Page Not Found | Venture Trailers Edgewater',
  applicationName: siteName,
  icons: siteIcons,
}

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 }

/*
 * The whole 404 document, rendered at build time: Next serves it for every address no page
 * claims, and server.mjs for a page that calls notFound() (Next alone would send an empty error
 * shell that only JavaScript fills in). Built with the release, so the frame shows the contact
 * details as shipped, like the outage page.
 */
export default function GlobalNotFound() {
  return (
    <SiteFrame settings={{ id: 0, ...siteSettingsSeed }}>
      <NotFoundScreen />
    </SiteFrame>
  )
}
