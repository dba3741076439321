import 'server-only'

import { createHash } from 'node:crypto'

import type { ImportPlan } from '@/server/inventory/transfer/plan'

/**
 * What a preview was shown for: the file, and for each accepted row the unit it matched at the
 * version read (ADR 0020). Apply computes it again; any difference means the file or one of
 * those units changed since the preview.
 */
export function planVersion(text: string, plan: Pick<ImportPlan, 'matched'>): string {
  return createHash('sha256')
    .update(text)
    .update('\0')
    .update(plan.matched.join('\n'))
    .digest('base64url')
}
