import { bodyLimits } from '@/lib/body-limits.mjs'

/** What one import may carry (ADR 0016): the server refuses more, the panel says so first. */
export const importLimits = {
  bytes: bodyLimits.csvImport,
  rows: 5000,
} as const
