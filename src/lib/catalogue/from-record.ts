import type { TrailerModel as TrailerModelRecord } from '@/payload-types'
import type { TrailerModel } from '@/lib/catalogue/types'

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined

/** The catalogue record as the pure catalogue functions take it: absent values are undefined. */
export function fromRecord(doc: TrailerModelRecord): TrailerModel {
  return {
    model: doc.model,
    capacity: doc.capacity,
    boatLength: doc.boatLength,
    overallLength: doc.overallLength,
    bowEyeMin: optional(doc.bowEyeMin),
    bowEyeMax: optional(doc.bowEyeMax),
    gvwr: doc.gvwr,
    tongueJack: doc.tongueJack,
    // The collection validates 1, 2 or 3.
    axles: doc.axles as TrailerModel['axles'],
    brakes: doc.brakes,
    tireSize: doc.tireSize,
    overallWidth: doc.overallWidth,
    betweenFenders: optional(doc.betweenFenders),
    sourceSheet: doc.sourceSheet,
    rollers: optional(doc.rollers),
    minBunkWidth: optional(doc.minBunkWidth),
    maxBunkWidth: optional(doc.maxBunkWidth),
    seating: optional(doc.seating),
    couplerSize: optional(doc.couplerSize),
    tables: doc.tables ?? [],
  }
}
