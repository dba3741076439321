'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/*
 * In the CMS's live preview (this page in a frame of /cms), the page is drawn again from the
 * latest saved draft each time the editor saves (issue 52 item 1). Payload's side of its
 * server-side live preview: the frame says it is ready, and on each save the CMS posts it a
 * 'payload-document-event'; Next then refreshes the route, which in preview renders per request.
 * (Payload's own RefreshRouteOnSave does this too, but its package is not served by the registry
 * this project installs from.) Outside a frame it does nothing.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.origin !== origin || data?.type !== 'payload-document-event') return
      // Preview's hour starts again at each save (/api/preview/renew), then the page is redrawn.
      void fetch('/api/preview/renew', { method: 'POST' })
        .catch(() => {})
        .then(() => router.refresh())
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
