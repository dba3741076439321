import 'server-only'

import type { Payload } from 'payload'

import { toCsv } from '@/lib/csv/write'
import { exportColumns, exportRow } from '@/lib/inventory/transfer/columns'
import type { User } from '@/payload-types'
import { listInventory } from '@/server/inventory/items'
import { recordTransfer } from '@/server/inventory/transfer/audit'

/** Every unit (or the units `ids` names) as one CSV file, recorded in the audit trail. */
export async function exportInventory(payload: Payload, user: User, ids?: readonly number[]) {
  const all = await listInventory(payload)
  const items = ids ? all.filter((item) => ids.includes(item.id)) : all
  const fileName = `inventory-${new Date().toISOString().slice(0, 10)}.csv`
  await recordTransfer(payload, { kind: 'export', user, fileName, rows: items.length })
  return { fileName, text: toCsv(exportColumns, items.map(exportRow)) }
}
