import { z } from 'zod'

import {
  fitFigures,
  typicalOutboards,
  type FitBoat,
  type FitFigure,
  type TypicalOutboard,
} from '@/lib/fit/boat'
import { decimalNumber, wholeNumber } from '@/lib/leads/kinds/numbers'

/*
 * The boat as a quote carries it (ADR 0044), with one message per field: the same bounds as the
 * address's reader (./boat.ts), kept out of it so no page's script carries the schema library.
 */
const number = (key: FitFigure) => {
  const { label, min, max, whole } = fitFigures[key]
  return (whole ? wholeNumber : decimalNumber)(label, min, max)
}

const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

const outboardKeys = Object.keys(typicalOutboards) as [TypicalOutboard, ...TypicalOutboard[]]

export const fitBoatSchema = z
  .object({
    length: number('length'),
    dryWeight: number('dryWeight'),
    engineWeight: blankIsAbsent(number('engineWeight')),
    outboard: blankIsAbsent(z.enum(outboardKeys, { error: 'Choose an outboard from the list.' })),
    fuelGallons: number('fuelGallons').default(0),
    fuelType: z
      .enum(['gasoline', 'diesel'], { error: 'Choose gasoline or diesel.' })
      .default('gasoline'),
    gearWeight: blankIsAbsent(number('gearWeight')),
    towRating: blankIsAbsent(number('towRating')),
  })
  .strict()
  .refine((boat) => boat.engineWeight !== undefined || boat.outboard !== undefined, {
    path: ['engineWeight'],
    error: 'Enter the engine weight or choose a typical outboard.',
  }) satisfies z.ZodType<FitBoat, unknown>
