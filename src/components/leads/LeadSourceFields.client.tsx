'use client'

import { useEffect, useState } from 'react'

import { browserLeadSource, landingAddress } from '@/lib/leads/browser-source'
import { sourceFieldPrefix } from '@/lib/leads/form-fields'
import type { LeadSource } from '@/lib/leads/source'

/**
 * Where the shopper came from, as the quote form's script reads it (the referrer, the landing
 * address's utm_*), in hidden fields of a plain lead form. Without JavaScript the server reads
 * the page from the Referer instead (src/server/leads/intake-form.ts).
 */
export function LeadSourceFields() {
  const [source, setSource] = useState<LeadSource | null>(null)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read in the browser, once, after hydration
    setSource(browserLeadSource(window.location, document.referrer, landingAddress()))
  }, [])
  if (!source) return null
  return Object.entries(source).map(([name, value]) =>
    value ? (
      <input key={name} type="hidden" name={`${sourceFieldPrefix}${name}`} value={value} />
    ) : null,
  )
}
