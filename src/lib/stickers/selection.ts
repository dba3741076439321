import { z } from 'zod'

import { unitStatuses, type UnitStatus } from '@/lib/inventory/lifecycle'

/** At most this many units in one sticker PDF (a lot's worth; the bench prints 100 in < 10 s). */
export const maxStickerUnits = 500

export type StickerSelection = { ids: number[] } | { status: UnitStatus }

/** `1,2,3`: unit ids, each once, at most a sticker set's worth (also the CSV export's selection). */
export const unitIdsSchema = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be unit ids separated by commas')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((list) => list.length <= maxStickerUnits, `must name at most ${maxStickerUnits} units`)

const selectionSchema = z
  .object({
    ids: unitIdsSchema.optional(),
    status: z.enum(unitStatuses, { error: `must be one of ${unitStatuses.join(', ')}` }).optional(),
  })
  .refine((query) => (query.ids === undefined) !== (query.status === undefined), {
    message: 'Give either ids (e.g. ?ids=1,2,3) or status (e.g. ?status=available)',
  })

/** `?ids=1,2,3` or `?status=available`, exactly one of them; a ZodError (400) otherwise. */
export function parseStickerSelection(params: URLSearchParams): StickerSelection {
  const query = selectionSchema.parse({
    ids: params.get('ids') ?? undefined,
    status: params.get('status') ?? undefined,
  })
  return query.ids ? { ids: query.ids } : { status: query.status as UnitStatus }
}
