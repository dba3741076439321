import 'server-only'

import type { Payload } from 'payload'

import { identifierTaken } from '@/server/database/inventory-items'

type Identifiers = { stock_number?: string | null; vin?: string | null }

/* Payload's ValidationError by its shape: in the production bundle its class name is minified. */
const isValidationError = (error: unknown) => {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } }
  return status === 400 && Array.isArray(data?.errors)
}

/*
 * Payload turns PostgreSQL's unique violation into a ValidationError without the index's name
 * (PLATFORM-NOTES: not instanceof); the query below says which value was taken, if one was.
 */
export async function identifierTakenBy(
  payload: Payload,
  error: unknown,
  unit: Identifiers,
  exceptId: number | null,
): Promise<string | null> {
  return isValidationError(error) ? takenIdentifier(payload, unit, exceptId) : null
}

/**
 * Which of a unit's identifiers another unit already has, compared as the database's unique
 * indexes compare them (migration unique_unit_identifiers): 'stock number "X"', 'VIN "Y"' or null.
 * Names what a refused write collided with; the indexes themselves do the refusing.
 */
async function takenIdentifier(
  payload: Payload,
  unit: Identifiers,
  exceptId: number | null,
): Promise<string | null> {
  const db = payload.db.drizzle
  for (const [column, label] of [
    ['stock_number', 'stock number'],
    ['vin', 'VIN'],
  ] as const) {
    const value = unit[column]?.trim()
    if (!value) continue
    if (await identifierTaken(db, column, value, exceptId)) return `${label} "${value}"`
  }
  return null
}
