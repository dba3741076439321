import { z } from 'zod'

import { decimalNumber, wholeNumber } from '@/lib/leads/kinds/numbers'

/*
 * The boat a shopper describes in the fit check (unit pages, /inventory, the finder). The same
 * object is read from the address (a GET form: the result can be shared and is cached like any
 * filter) and stored on a quote asked from the result (ADR 0044).
 */

/** Typical dry weights of common outboards (lb), for a shopper who does not know theirs. */
export const typicalOutboards = {
  '25': { label: '25 hp (about 160 lb)', pounds: 160 },
  '60': { label: '60 hp (about 250 lb)', pounds: 250 },
  '90': { label: '90 hp (about 360 lb)', pounds: 360 },
  '115': { label: '115 hp (about 390 lb)', pounds: 390 },
  '150': { label: '150 hp (about 460 lb)', pounds: 460 },
  '200': { label: '200 hp (about 510 lb)', pounds: 510 },
  '250': { label: '250 hp (about 560 lb)', pounds: 560 },
  '300': { label: '300 hp (about 580 lb)', pounds: 580 },
} as const
export type TypicalOutboard = keyof typeof typicalOutboards
const outboardKeys = Object.keys(typicalOutboards) as [TypicalOutboard, ...TypicalOutboard[]]

/** Pounds per US gallon, at the temperatures the figures are quoted for. */
export const fuelPoundsPerGallon = { gasoline: 6.1, diesel: 7.1 } as const
export type FuelType = keyof typeof fuelPoundsPerGallon

const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const fitBoatSchema = z
  .object({
    length: decimalNumber('Boat length', 6, 60),
    dryWeight: wholeNumber('Dry weight', 50, 30_000),
    engineWeight: blankIsAbsent(wholeNumber('Engine weight', 0, 3_000)),
    outboard: blankIsAbsent(z.enum(outboardKeys, { error: 'Choose an outboard from the list.' })),
    fuelGallons: decimalNumber('Fuel capacity', 0, 500).default(0),
    fuelType: z
      .enum(['gasoline', 'diesel'], { error: 'Choose gasoline or diesel.' })
      .default('gasoline'),
    gearWeight: blankIsAbsent(wholeNumber('Gear weight', 0, 5_000)),
    towRating: blankIsAbsent(wholeNumber('Tow rating', 500, 40_000)),
  })
  .strict()
  .refine((boat) => boat.engineWeight !== undefined || boat.outboard !== undefined, {
    path: ['engineWeight'],
    error: 'Enter the engine weight or choose a typical outboard.',
  })

export type FitBoat = z.infer<typeof fitBoatSchema>

/** The address's names for the boat's figures (prefixed: /inventory has filters of its own). */
export const fitParams = {
  length: 'fit_length',
  dryWeight: 'fit_dry',
  engineWeight: 'fit_engine',
  outboard: 'fit_outboard',
  fuelGallons: 'fit_fuel',
  fuelType: 'fit_fuel_type',
  gearWeight: 'fit_gear',
  towRating: 'fit_tow',
} as const satisfies Record<keyof FitBoat, string>

export type FitQuery = Partial<Record<keyof FitBoat, string>>

/** The figures in an address's query, as typed (null: no fit check asked). */
export function fitQueryFrom(get: (name: string) => string | null | undefined): FitQuery | null {
  const query: FitQuery = {}
  for (const [field, param] of Object.entries(fitParams)) {
    const value = get(param)
    if (typeof value === 'string') query[field as keyof FitBoat] = value.slice(0, 40)
  }
  return query.length === undefined && query.dryWeight === undefined ? null : query
}

export const fitQueryString = (boat: FitBoat) =>
  new URLSearchParams(
    Object.entries(fitParams).flatMap(([field, param]) => {
      const value = boat[field as keyof FitBoat]
      return value === undefined ? [] : [[param, String(value)]]
    }),
  ).toString()

/*
 * A fit check's figures on steps, so each shared result has one address and the cache keeps a
 * few hundred spellings at most (ADR 0028, 0044). Every step errs toward the safe side: weights
 * round up to 10 lb, the tow rating down to 100 lb, the length to the nearest half foot.
 */
const up = (value: number, step: number) => Math.ceil(value / step) * step
const down = (value: number, step: number) => Math.floor(value / step) * step
const optional = (value: number | undefined, round: (value: number) => number) =>
  value === undefined ? undefined : round(value)

export function normalFitBoat(boat: FitBoat): FitBoat {
  return {
    length: Math.round(boat.length * 2) / 2,
    dryWeight: up(boat.dryWeight, 10),
    // A typed engine weight wins over a picked outboard: only one is kept.
    engineWeight: optional(boat.engineWeight, (value) => up(value, 10)),
    outboard: boat.engineWeight === undefined ? boat.outboard : undefined,
    fuelGallons: Math.round(boat.fuelGallons),
    fuelType: boat.fuelType,
    gearWeight: optional(boat.gearWeight, (value) => up(value, 10)),
    towRating: optional(boat.towRating, (value) => down(value, 100)),
  }
}

/** The boat of an address's fit check, on its steps; null when none was asked or it is invalid. */
export function fitBoatFrom(get: (name: string) => string | null | undefined): FitBoat | null {
  const query = fitQueryFrom(get)
  if (!query) return null
  const parsed = fitBoatSchema.safeParse(query)
  return parsed.success ? normalFitBoat(parsed.data) : null
}
