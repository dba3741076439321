/*
 * Spec §4: after every change the staff panel fires 'inventory-updated' in its own page and posts
 * the same detail on a BroadcastChannel, so public inventory pages open in other tabs reload.
 */
export const inventoryUpdatedEvent = 'inventory-updated'
export const inventoryChannel = 'inventory'

export type InventoryAction = 'create' | 'update' | 'delete' | 'stock' | 'import'
/** `id` is 0 for an import or a bulk action, which change many units at once. */
export type InventoryUpdate = { action: InventoryAction; id: number; timestamp: number }
