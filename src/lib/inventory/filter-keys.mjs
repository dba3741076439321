/*
 * The query parameters of /inventory's filters. Plain JavaScript because next.config.mjs reads it
 * (to send a filtered address to the per-request page) before any TypeScript tooling runs.
 */
export const inventoryFilterKeys = /** @type {const} */ ([
  'q',
  'category',
  'boat_length',
  'capacity_min',
  'price_max',
  'axle',
  'material',
  'sort',
  'show',
])
