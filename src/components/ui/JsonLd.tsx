'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Thing, WithContext } from 'schema-dts'

import { serializeJsonLd } from '@/lib/json-ld'

/**
 * Structured data for the page it is rendered on. The server HTML carries it in place (crawlers
 * that run no script still read it); once hydrated it moves into <head>, and leaves with the page
 * on client navigation, so each block exists only while its page is shown.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  const [inHead, setInHead] = useState(false)
  useEffect(() => setInHead(true), [])
  const script = (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  )
  return inHead ? createPortal(script, document.head) : script
}
