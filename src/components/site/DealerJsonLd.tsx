import { autoDealerJsonLd } from '@/components/site/auto-dealer'
import { JsonLd } from '@/components/ui/JsonLd.client'
import type { SiteSetting } from '@/payload-types'
import { absoluteUrl } from '@/server/site-url'

/** AutoDealer structured data (home and contact). */
export function DealerJsonLd({ settings }: { settings: SiteSetting }) {
  return (
    <JsonLd
      data={autoDealerJsonLd(settings, {
        site: absoluteUrl('/'),
        logo: absoluteUrl('/brand/logo.png'),
        image: absoluteUrl('/images/og-default.jpg'),
      })}
    />
  )
}
