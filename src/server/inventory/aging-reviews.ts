import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { agingReviewNoteMax } from '@/lib/aging/report'
import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'

export const agingReviewSchema = z.object({
  note: z
    .string({ error: 'note: write what was decided' })
    .refine((note) => !note.includes('\u0000'), 'note: must not contain NUL characters')
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'note: write what was decided')
        .max(agingReviewNoteMax, `note: at most ${agingReviewNoteMax} characters`),
    ),
})

/** Marks a unit reviewed (ADR 0027); the reviewer is the session's user. 404 for no such unit. */
export async function addAgingReview(payload: Payload, user: User, unitId: number, note: string) {
  const unit = await payload.find({
    collection: 'inventory-items',
    where: { id: { equals: unitId } },
    select: { status: true },
    depth: 0,
    limit: 1,
  })
  if (unit.docs.length === 0) throw new HttpError(404, 'Unit not found')
  return payload.create({
    collection: 'aging-reviews',
    data: { unit: unitId, note },
    user,
    overrideAccess: false,
    depth: 0,
  })
}
