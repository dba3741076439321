import { bodyLimits } from '@/lib/body-limits.mjs'

/** What one import may carry (issue 19): the server refuses more, the panel says so first. */
export const importLimits = {
  bytes: bodyLimits.csvImport,
  rows: 5000,
} as const
