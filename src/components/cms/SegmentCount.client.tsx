'use client'

import { useField } from '@payloadcms/ui'

import { segmentLabel } from '@/lib/texting/segments'
import { fillTextTemplate, sampleBlanks } from '@/lib/texting/template'

/**
 * Under a text template in Lead settings: the text as a shopper would get it (blanks filled with
 * a made-up shopper and unit) and how many billed texts that is.
 */
export function SegmentCount() {
  const { value } = useField<string>()
  const text = fillTextTemplate(value ?? '', sampleBlanks)
  if (!text) return null
  return (
    <p className="field-description" aria-live="polite">
      Preview: “{text}” — {segmentLabel(text)}
    </p>
  )
}
