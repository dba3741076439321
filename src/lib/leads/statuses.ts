import { z } from 'zod'

import { leadKinds } from '@/lib/leads/kinds'

export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** A lead done with: won, lost, or closed (a status leads from before kept). */
export const closedStatuses = ['won', 'lost', 'closed'] as const

export const leadStatusLabels: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
}

/** PATCH /api/leads/{id}: any of a status, an owner (null: nobody), a note; with the version read. */
export const leadUpdateSchema = z
  .object({
    updatedAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
    status: z
      .enum(leadStatuses, { error: 'must be one of New, Contacted, Quoted, Won, Lost' })
      .optional(),
    ownerId: z.number().int().positive().nullable().optional(),
    note: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(2000, 'must be at most 2000 characters')
      .optional(),
  })
  .strict()
  .refine((body) => body.status || body.ownerId !== undefined || body.note, {
    error: 'Send a status, an owner or a note.',
  })

export type LeadUpdate = z.infer<typeof leadUpdateSchema>

// A PostgreSQL integer, the type of a staff id: a larger number fails the query itself.
const maxStaffId = 2147483647

/*
 * The list's filters, from the query string (also the CSV export's). A value the list does not
 * know shows the whole list, as an old shared link should; one PostgreSQL cannot take (an owner
 * id beyond its integers, a NUL character in the search) is refused with a 400.
 */
export const leadFilterSchema = z.object({
  status: z.enum([...leadStatuses, 'all']).catch('all'),
  owner: z
    .union([z.enum(['me', 'none', 'all']), z.coerce.number().int().positive()])
    .catch('all')
    .refine((owner) => typeof owner !== 'number' || owner <= maxStaffId, 'no such staff id'),
  kind: z.enum([...leadKinds, 'all']).catch('all'),
  q: z
    .string()
    .refine((q) => !q.includes('\u0000'), 'must not contain NUL characters')
    .pipe(z.string().trim().max(200).catch('')),
})

export type LeadFilter = z.infer<typeof leadFilterSchema>

export const leadFilterFrom = (params: URLSearchParams): LeadFilter =>
  leadFilterSchema.parse({
    status: params.get('status') ?? undefined,
    owner: params.get('owner') ?? undefined,
    kind: params.get('kind') ?? undefined,
    q: params.get('q') ?? '',
  })
