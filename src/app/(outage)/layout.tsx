import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { SiteFrame } from '@/components/site/SiteFrame'
import { siteSettingsSeed } from '@/seed/site'
import { siteIcons, siteName } from '@/server/content/metadata'

import '@/app/(site)/globals.css'

export const metadata: Metadata = { applicationName: siteName, icons: siteIcons }

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 }

/*
 * The frame of the outage page, built with the release (no database at hand then): the dealer's
 * name and phone number as the product ships them, not as editors may have changed them since.
 */
export default function OutageLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame settings={{ id: 0, ...siteSettingsSeed }}>{children}</SiteFrame>
}
