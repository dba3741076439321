import {
  inventoryChannel,
  inventoryUpdatedEvent,
  type InventoryAction,
  type InventoryUpdate,
} from '@/lib/admin/inventory-events'

/** Tells this page and every other open tab of the site that the inventory changed. */
export function announceInventoryChange(action: InventoryAction, id: number): void {
  const detail: InventoryUpdate = { action, id, timestamp: Date.now() }
  window.dispatchEvent(new CustomEvent(inventoryUpdatedEvent, { detail }))
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(inventoryChannel)
  channel.postMessage(detail)
  channel.close()
}
