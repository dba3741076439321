import type React from 'react'

import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import type { SiteSetting } from '@/payload-types'

/** The document every public page is drawn in: skip link, header, main, footer. */
export function SiteFrame({
  settings,
  beforeMain,
  afterFooter,
  children,
}: {
  settings: SiteSetting
  beforeMain?: React.ReactNode
  afterFooter?: React.ReactNode
  children: React.ReactNode
}) {
  // server.mjs starts Next's scripts only after the page has loaded (src/server/front-door/pipeline/scripts.mjs).
  return (
    <html lang="en" data-scripts="after-load">
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <Header businessName={settings.businessName} />
        {beforeMain}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} />
        {afterFooter}
      </body>
    </html>
  )
}
