'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const inFrame = () => window.parent !== window

/*
 * In the CMS's live preview (this page in a frame of /cms), the page is drawn again from the
 * latest saved draft each time the editor saves (issue 52 item 1): Payload tells the frame, and
 * Next refreshes the route, which in preview renders per request. Outside a frame it does nothing.
 */
export function RefreshOnSave() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  const framed = useSyncExternalStore(noSubscription, inFrame, () => false)
  return framed ? <RefreshRouteOnSave refresh={refresh} serverURL={window.location.origin} /> : null
}
