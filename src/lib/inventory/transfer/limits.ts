/** What one import may carry (issue 19): the server refuses more, the panel says so first. */
export const importLimits = {
  bytes: 5 * 1024 * 1024,
  rows: 5000,
} as const
