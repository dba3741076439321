import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Breadcrumbs } from '@/components/site/Breadcrumbs.client'
import { GoogleAnalytics } from '@/components/site/GoogleAnalytics'
import { PreviewBanner } from '@/components/site/PreviewBanner'
import { SiteContactProvider } from '@/components/site/SiteContact.client'
import { SiteFrame } from '@/components/site/SiteFrame'
import { inPreview } from '@/server/auth/preview-session'
import { env } from '@/server/env'
import { siteIcons, siteName } from '@/server/content/metadata'
import { getSiteSettings } from '@/server/content/site'
import { absoluteUrl } from '@/server/site-url'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  applicationName: siteName,
  icons: siteIcons,
}

/*
 * Cached pages are still drawn again within the hour (in the background, from cached reads: no
 * database query), so what depends on the date alone, like the footer's copyright year, is never
 * older than that. Content edits purge pages at once by tag, as before.
 */
export const revalidate = 3600

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 }

/** The shared frame of every public page: skip link, header, breadcrumbs, main, footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, preview] = await Promise.all([getSiteSettings(), inPreview()])
  return (
    <SiteFrame
      settings={settings}
      beforeMain={<Breadcrumbs siteUrl={absoluteUrl('/')} />}
      afterFooter={<GoogleAnalytics measurementId={env().NEXT_PUBLIC_GA_MEASUREMENT_ID} />}
    >
      <SiteContactProvider phone={settings.phone}>
        {preview && <PreviewBanner />}
        {children}
      </SiteContactProvider>
    </SiteFrame>
  )
}
