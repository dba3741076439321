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

/** Pounds per US gallon, at the temperatures the figures are quoted for. */
export const fuelPoundsPerGallon = { gasoline: 6.1, diesel: 7.1 } as const
export type FuelType = keyof typeof fuelPoundsPerGallon

/*
 * The figures' bounds, in one table: the address's reader below (which runs in the browser too,
 * so it carries no schema library) and the quote's schema (./boat-schema.ts) both hold to it.
 */
export const fitFigures = {
  length: { label: 'Boat length', min: 6, max: 60, whole: false },
  dryWeight: { label: 'Dry weight', min: 50, max: 30_000, whole: true },
  engineWeight: { label: 'Engine weight', min: 0, max: 3_000, whole: true },
  fuelGallons: { label: 'Fuel capacity', min: 0, max: 500, whole: false },
  gearWeight: { label: 'Gear weight', min: 0, max: 5_000, whole: true },
  towRating: { label: 'Tow rating', min: 500, max: 40_000, whole: true },
} as const
export type FitFigure = keyof typeof fitFigures

export type FitBoat = {
  length: number
  dryWeight: number
  engineWeight?: number
  outboard?: TypicalOutboard
  fuelGallons: number
  fuelType: FuelType
  gearWeight?: number
  towRating?: number
}

export const isTypicalOutboard = (value: unknown): value is TypicalOutboard =>
  typeof value === 'string' && Object.hasOwn(typicalOutboards, value)

/** A typed figure within its bounds, read as the form's schema reads it; null when it is not. */
function figure(key: FitFigure, text: string | undefined): number | null {
  const { min, max, whole } = fitFigures[key]
  const value = Number((text ?? '').replace(/[$,\s]/g, ''))
  if (!Number.isFinite(value) || (whole && !Number.isInteger(value))) return null
  return value >= min && value <= max ? value : null
}

/** The boat an address's figures describe, or null when one is missing or out of bounds. */
export function readFitBoat(query: FitQuery): FitBoat | null {
  const optional = (key: FitFigure) => {
    const text = query[key]
    if (text === undefined || text === '') return { ok: true, value: undefined }
    const value = figure(key, text)
    return value === null ? { ok: false, value: undefined } : { ok: true, value }
  }
  const length = figure('length', query.length)
  const dryWeight = figure('dryWeight', query.dryWeight)
  const fuelGallons = query.fuelGallons === undefined ? 0 : figure('fuelGallons', query.fuelGallons)
  const fuelType = query.fuelType ?? 'gasoline'
  const outboard = query.outboard === '' ? undefined : query.outboard
  const [engineWeight, gearWeight, towRating] = (
    ['engineWeight', 'gearWeight', 'towRating'] as const
  ).map(optional)
  if (length === null || dryWeight === null || fuelGallons === null) return null
  if (fuelType !== 'gasoline' && fuelType !== 'diesel') return null
  if (outboard !== undefined && !isTypicalOutboard(outboard)) return null
  if (![engineWeight, gearWeight, towRating].every((read) => read.ok)) return null
  if (engineWeight.value === undefined && outboard === undefined) return null
  return {
    length,
    dryWeight,
    engineWeight: engineWeight.value,
    outboard,
    fuelGallons,
    fuelType,
    gearWeight: gearWeight.value,
    towRating: towRating.value,
  }
}

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
  const boat = readFitBoat(query)
  return boat && normalFitBoat(boat)
}
