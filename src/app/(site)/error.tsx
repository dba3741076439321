'use client'

import { useRouter } from 'next/navigation'

import { ErrorScreen } from '@/components/site/ErrorScreen'

/** Unexpected failures inside a public page; the shared header and footer stay in place. */
export default function SiteError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  return (
    <ErrorScreen
      error={error}
      onHome={() => {
        reset()
        router.push('/')
      }}
      onReload={() => window.location.reload()}
    />
  )
}
