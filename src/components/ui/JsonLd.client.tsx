'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useEffect, useId, useRef } from 'react'
import type { Thing, WithContext } from 'schema-dts'

import { serializeJsonLd } from '@/lib/json-ld'

/**
 * Structured data of the page it is rendered on, kept in <head> (spec doc 1). The server's HTML
 * carries it there through Next's server-inserted HTML, the hook CSS-in-JS libraries use for their
 * styles, so crawlers that run no script read it in the head. In the browser the block belongs to
 * the component: the server's copy is adopted, updated with the data, and removed when the page is
 * left; a page reached by client navigation adds its own.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  const id = useId()
  const json = serializeJsonLd(data)
  // Next asks every callback again at each flush of the stream: the block is written once.
  const written = useRef(false)
  useServerInsertedHTML(() => {
    if (written.current) return null
    written.current = true
    return <script id={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  })
  useEffect(() => {
    const script = document.getElementById(id) ?? document.head.appendChild(newJsonLdScript(id))
    script.textContent = json
    return () => script.remove()
  }, [id, json])
  return null
}

function newJsonLdScript(id: string): HTMLScriptElement {
  const script = document.createElement('script')
  script.id = id
  script.type = 'application/ld+json'
  return script
}
