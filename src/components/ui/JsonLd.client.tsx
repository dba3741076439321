'use client'

import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import type { Thing, WithContext } from 'schema-dts'

import { serializeJsonLd } from '@/lib/json-ld'

// False while rendering on the server and hydrating, true afterwards: no extra effect render.
const subscribeToNothing = () => () => {}
const isClient = () => true
const isServer = () => false

/**
 * Structured data for the page it is rendered on. The server HTML carries it in place (crawlers
 * that run no script still read it); once hydrated it moves into <head>, and leaves with the page
 * on client navigation, so each block exists only while its page is shown.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  const inHead = useSyncExternalStore(subscribeToNothing, isClient, isServer)
  const script = (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
  return inHead ? createPortal(script, document.head) : script
}
