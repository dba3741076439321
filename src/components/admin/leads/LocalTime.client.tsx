'use client'

import { useSyncExternalStore } from 'react'

import { timeAgo } from '@/lib/leads/time'

const noSubscription = () => () => {}

/**
 * False on the server and while the page hydrates, true after. What depends on the browser (its
 * clock, time zone, locale or address) waits for it, so the HTML and its hydration agree: a text
 * that differs is a hydration error, and the first page of leads is rendered on the server.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/* The same text on the server and in every browser: '2026-11-28 16:52 UTC'. */
const utcText = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`

/** A moment, in the browser's own time zone and words once hydrated. */
export function LocalTime({ at }: { at: string }) {
  const hydrated = useHydrated()
  return <time dateTime={at}>{hydrated ? new Date(at).toLocaleString() : utcText(at)}</time>
}

/** How long ago, by the browser's clock once hydrated; the moment itself on hover. */
export function TimeAgo({ at }: { at: string }) {
  const hydrated = useHydrated()
  return (
    <time dateTime={at} title={hydrated ? new Date(at).toLocaleString() : undefined}>
      {hydrated ? timeAgo(at) : utcText(at)}
    </time>
  )
}
