import { fuelPoundsPerGallon, typicalOutboards, type FitBoat } from '@/lib/fit/boat'
import { boatLengthFits } from '@/lib/inventory/filters'

/*
 * Will it fit? The loaded weight of the shopper's boat, which trailers carry it with the dealer's
 * safety margin, and whether trailer plus boat stays within the tow vehicle's rating. Every figure
 * is whole pounds, rounded once where it is made (fuel to the nearest pound, the margin up), so
 * the page can print the sum and it adds up. No tow data set is invented: the rating is the
 * shopper's own figure.
 */

/** Units store no empty weight; a boat trailer typically weighs about a fifth of what it carries. */
export const assumedTrailerShare = 0.2

export type LoadedWeight = {
  dry: number
  engine: number
  fuel: number
  gear: number
  total: number
}

export function loadedWeight(boat: FitBoat): LoadedWeight {
  const engine = boat.engineWeight ?? (boat.outboard ? typicalOutboards[boat.outboard].pounds : 0)
  const fuel = Math.round(boat.fuelGallons * fuelPoundsPerGallon[boat.fuelType])
  const gear = boat.gearWeight ?? 0
  return { dry: boat.dryWeight, engine, fuel, gear, total: boat.dryWeight + engine + fuel + gear }
}

/** The capacity a trailer needs: the loaded weight plus the margin, rounded up to the pound. */
export const neededCapacity = (loaded: number, marginPercent: number) =>
  Math.ceil((loaded * (100 + marginPercent)) / 100)

export const assumedTrailerWeight = (capacityPounds: number) =>
  Math.ceil(capacityPounds * assumedTrailerShare)

export type FitTrailer = {
  capacity_pounds?: number | null
  boat_length?: string | null
}

export type TrailerFit = {
  fits: boolean
  /** Room left under the capacity after the margin (negative: short by that much). */
  spare: number | null
  /** The trailer's published boat range holds the boat (a unit without one fits nothing). */
  lengthFits: boolean
  /** Trailer (assumed weight) plus the loaded boat, over the shopper's tow rating. */
  overTow: number | null
}

export function trailerFit(boat: FitBoat, trailer: FitTrailer, marginPercent: number): TrailerFit {
  const loaded = loadedWeight(boat).total
  const capacity = trailer.capacity_pounds ?? null
  const spare = capacity === null ? null : capacity - neededCapacity(loaded, marginPercent)
  const lengthFits = boatLengthFits(trailer.boat_length ?? null, boat.length)
  const combined = capacity === null ? null : assumedTrailerWeight(capacity) + loaded
  const overTow =
    boat.towRating !== undefined && combined !== null && combined > boat.towRating
      ? combined - boat.towRating
      : null
  return { fits: spare !== null && spare >= 0 && lengthFits, spare, lengthFits, overTow }
}
