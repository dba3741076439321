import type { FlattenedField } from 'payload'
import { parse } from 'qs-esm'

/*
 * Payload's PostgreSQL adapter sends `like`, `not_like` and `contains` as ILIKE whatever the
 * field, and PostgreSQL refuses ILIKE on a number, a date, an enum or a reference ("operator does
 * not exist"), which Payload answers with a 500. Those operators are for text: a query that puts
 * one on any other field is refused here as input. A path no field answers to is left to Payload,
 * which refuses it itself.
 */
const textOperators = new Set(['like', 'not_like', 'contains'])
const textFields = new Set(['text', 'textarea', 'email', 'code'])

function fieldAt(fields: FlattenedField[], path: string[]): FlattenedField | 'id' | undefined {
  const [name, ...rest] = path
  if (name === 'id' && rest.length === 0) return 'id'
  const field = fields.find((entry) => entry.name === name)
  if (!field || rest.length === 0) return field
  return 'flattenedFields' in field ? fieldAt(field.flattenedFields, rest) : undefined
}

function* conditions(where: unknown): Generator<[string, string]> {
  if (!where || typeof where !== 'object') return
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && value && typeof value === 'object') {
      for (const inner of Object.values(value)) yield* conditions(inner)
    } else if (value && typeof value === 'object') {
      for (const operator of Object.keys(value)) yield [key, operator]
    }
  }
}

/** The refusal for a text operator on a field that is not text, if the query has one. */
export function textOperatorOffText(fields: FlattenedField[], search: string): string | undefined {
  const { where } = parse(search, { ignoreQueryPrefix: true, depth: 10 }) as { where?: unknown }
  for (const [path, operator] of conditions(where)) {
    if (!textOperators.has(operator)) continue
    const field = fieldAt(fields, path.split('.'))
    if (field && (field === 'id' || !textFields.has(field.type))) {
      return `The operator ${operator} can only be used on text fields, not on ${path}`
    }
  }
  return undefined
}
