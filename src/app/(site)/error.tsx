'use client'

import { useRouter } from 'next/navigation'

import { ErrorScreen } from '@/components/site/ErrorScreen'
import { OutageScreen } from '@/components/site/OutageScreen'
import { useSitePhone } from '@/components/site/SiteContact.client'
import { databaseUnavailableDigest } from '@/lib/outage'

/**
 * Failures inside a public page; the shared header and footer stay in place. A database outage
 * gets its own screen with the dealer's phone number, anything else the spec's error screen.
 */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const router = useRouter()
  const phone = useSitePhone()
  const reload = () => window.location.reload()
  if (error.digest === databaseUnavailableDigest) return <OutageScreen phone={phone} />
  return (
    <ErrorScreen
      error={error}
      onHome={() => {
        reset()
        router.push('/')
      }}
      onReload={reload}
    />
  )
}
