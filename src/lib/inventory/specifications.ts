import {
  specificationFields,
  type SpecificationField,
  type Specifications,
} from '@/lib/inventory/options'

/* The spec stores three measurements as text with their unit (doc 2 §3). */
const unitSuffixes: Partial<Record<SpecificationField, string>> = {
  tongue_weight: ' lbs',
  overall_length: ' ft',
  hitch_size: ' inch',
}

const bareMeasure = /^[\d.,/\s-]+$/

/**
 * Appends the stored unit to a bare number ('250' → '250 lbs', '2-5/16' → '2-5/16 inch') and
 * leaves anything else alone, so a client that already added the unit gets the same result.
 */
export function withUnit(field: SpecificationField, value: string): string {
  const suffix = unitSuffixes[field]
  const text = value.trim()
  if (!suffix || !bareMeasure.test(text)) return text
  return `${text}${suffix}`
}

/** Trims, drops empty fields and applies the stored units. */
export function normalizeSpecifications(
  input: Partial<Record<SpecificationField, string | null | undefined>> | null | undefined,
): Specifications {
  const result: Specifications = {}
  for (const field of specificationFields) {
    const value = input?.[field]
    if (typeof value === 'string' && value.trim() !== '') result[field] = withUnit(field, value)
  }
  return result
}

export const specificationLabels: Record<SpecificationField, string> = {
  tongue_weight: 'Tongue Weight',
  overall_length: 'Overall Length',
  tire_size: 'Tire Size',
  hitch_size: 'Hitch Size',
  brake_type: 'Brakes',
  suspension: 'Suspension',
  frame: 'Frame',
  hull_protection: 'Hull Protection',
  guides: 'Guides',
  winch: 'Winch',
  jack: 'Jack',
  wiring: 'Wiring',
  lights: 'Lights',
  fenders: 'Fenders',
  finish: 'Finish',
}
