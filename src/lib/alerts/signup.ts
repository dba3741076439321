import { z } from 'zod'

/*
 * An alert sign-up as the form sends it, JSON with JavaScript or form-encoded without: the
 * address, and either the /inventory query watched or the unit whose price is watched.
 */
export const signupSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  kind: z.enum(['search', 'price'], { error: 'Unknown kind of alert.' }),
  query: z.string().max(2000, 'That search is too long.').optional().default(''),
  unit: z.coerce.number().int().positive().optional(),
  website: z.string().optional(),
})

export type Signup = z.infer<typeof signupSchema>
