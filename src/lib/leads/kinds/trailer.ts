import { z } from 'zod'

import { wholeNumber } from '@/lib/leads/kinds/numbers'

/*
 * The shopper's own trailer, as the service and parts forms ask for it. The VIN is optional and,
 * when given, a VIN (17 characters, no I, O or Q), so the parts desk can look the trailer up.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)

export const trailerYearRange = { min: 1950, max: new Date().getUTCFullYear() + 1 }

export const ownTrailerSchema = {
  trailerMake: text('Trailer make', 60),
  trailerModel: text('Trailer model', 60),
  trailerYear: wholeNumber('Trailer year', trailerYearRange.min, trailerYearRange.max),
  vin: z
    .string({ error: 'VIN must be text.' })
    .trim()
    .toUpperCase()
    .regex(/^([A-HJ-NPR-Z0-9]{17})?$/, 'A VIN is 17 letters and digits (no I, O or Q).')
    .optional(),
}

export const trailerLine = (details: {
  trailerYear: number
  trailerMake: string
  trailerModel: string
  vin?: string
}) =>
  `${details.trailerYear} ${details.trailerMake} ${details.trailerModel}${details.vin ? ` (VIN ${details.vin})` : ''}`
