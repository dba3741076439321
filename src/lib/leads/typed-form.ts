import { nestDetails } from '@/lib/leads/form-fields'
import { parseLeadRequest } from '@/lib/leads/lead-request'

/*
 * A kind's form sent back after a refusal without JavaScript (src/server/leads/form-post.ts): what
 * was typed comes in the page's query, and each field's problem is found again by the kind's own
 * schema, so the page says exactly what the endpoint said, beside each field. Problems the fields
 * alone cannot show (a day that filled up, a photo) are added by the page (`more`).
 */
export type TypedForm = {
  values: Record<string, string[]>
  errors: Record<string, string>
}

type Query = Record<string, string | string[] | undefined>

export function typedForm(
  query: Query,
  kind: string,
  more: (values: Record<string, string[]>) => Record<string, string | undefined> = () => ({}),
): TypedForm | null {
  if (query.kind !== kind) return null
  const values: Record<string, string[]> = {}
  const entries: [string, string][] = []
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    values[name] = Array.isArray(value) ? value : [value]
    for (const one of values[name]) entries.push([name, one])
  }
  const parsed = parseLeadRequest(nestDetails(entries))
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.fields }
  for (const [name, message] of Object.entries(more(values))) {
    if (message && !errors[name]) errors[name] = message
  }
  return { values, errors }
}

/** The typed value of `name` (its first), or ''. */
export const typedValue = (typed: TypedForm | null, name: string) => typed?.values[name]?.[0] ?? ''
export const typedValues = (typed: TypedForm | null, name: string) => typed?.values[name] ?? []
