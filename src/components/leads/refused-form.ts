import { nestDetails } from '@/lib/leads/form-fields'
import { parseLeadRequest, type FieldErrors } from '@/lib/leads/lead-request'

/** What a kind's form starts with: the values typed before a refusal, and each field's problem. */
export type KindFormState = { typed: Record<string, string>; errors: FieldErrors }

export const emptyFormState: KindFormState = { typed: {}, errors: {} }

/**
 * A kind's form posted without JavaScript and refused comes back to its page with what was typed
 * in the query (src/server/leads/form-post.ts). The page checks it again with the same schema, so
 * the messages beside the fields are the server's own and nothing in the address is shown as a
 * message.
 */
export function refusedFormState(
  query: Record<string, string | string[] | undefined>,
  kind: string,
): KindFormState {
  if (query.kind !== kind) return emptyFormState
  const typed: Record<string, string> = {}
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') typed[name] = value.slice(0, 2000)
  }
  const parsed = parseLeadRequest(nestDetails(typed))
  return { typed, errors: parsed.ok ? {} : parsed.fields }
}
