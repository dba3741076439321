import { z } from 'zod'

import { leadSchema } from '@/lib/leads/schema'

/*
 * The reserve form (ADR 0063): who is reserving, and that they accepted the terms shown. Its
 * fields read as a lead's do, so the page shows the endpoint's problem beside each field when a
 * form sent without JavaScript comes back with what was typed in the address.
 */
export const reserveFormSchema = leadSchema.pick({ name: true, email: true, phone: true }).extend({
  unit: z.coerce.number({ error: 'Choose a trailer.' }).int().positive('Choose a trailer.'),
  accept: z.literal('yes', { error: 'Please read and accept the terms of the deposit.' }),
})

export type ReserveForm = z.infer<typeof reserveFormSchema>

/** The fields a refused form comes back with (never the terms' checkbox: it is ticked again). */
export const reserveTypedFields = ['name', 'email', 'phone'] as const

/** Each field's problem, by field name; empty when the form is fine. */
export function reserveFormProblems(values: Record<string, unknown>): Record<string, string> {
  const parsed = reserveFormSchema.safeParse(values)
  if (parsed.success) return {}
  const problems: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    problems[field] ??= issue.message
  }
  return problems
}
