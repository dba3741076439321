import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Breadcrumbs } from '@/components/site/Breadcrumbs.client'
import { Footer } from '@/components/site/Footer'
import { GoogleAnalytics } from '@/components/site/GoogleAnalytics'
import { Header } from '@/components/site/Header'
import { env } from '@/server/env'
import { siteName } from '@/server/metadata'
import { getSiteSettings } from '@/server/queries/site'
import { absoluteUrl } from '@/server/site-url'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  applicationName: siteName,
  icons: {
    icon: [{ url: '/favicon.ico' }, { url: '/icon.png', type: 'image/png' }],
    apple: '/apple-touch-icon.png',
  },
}

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 }

/** The shared frame of every public page: skip link, header, breadcrumbs, main, footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <Header businessName={settings.businessName} />
        <Breadcrumbs siteUrl={absoluteUrl('/')} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} />
        <GoogleAnalytics measurementId={env.NEXT_PUBLIC_GA_MEASUREMENT_ID} />
      </body>
    </html>
  )
}
