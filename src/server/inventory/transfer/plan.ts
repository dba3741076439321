import 'server-only'

import type { Payload } from 'payload'

import { CsvSyntaxError, parseCsv } from '@/lib/csv/parse'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { orderedImages, type InventoryItemInput } from '@/lib/inventory/schema'
import { matchColumn, type ColumnKey } from '@/lib/inventory/transfer/columns'
import { changedFields, type FieldChange } from '@/lib/inventory/transfer/diff'
import { siteImagePath } from '@/lib/inventory/transfer/images'
import { importLimits } from '@/lib/inventory/transfer/limits'
import { rowToInput, type ImportRecord } from '@/lib/inventory/transfer/row'
import { HttpError } from '@/server/api/http-error'
import { listCategories, listInventory } from '@/server/inventory/items'
import { absoluteUrl } from '@/server/site-url'

type Unit = { row: number; model_name: string; stock_number: string | null }

/** What an import would do; the preview shows it, apply computes it again and writes it. */
export type ImportPlan = {
  rows: number
  columns: { header: string; column: ColumnKey | null }[]
  create: (Unit & { input: InventoryItemInput })[]
  /* `version`: the unit's `updated_at` as read, the one apply may overwrite (ADR 0020). */
  update: (Unit & {
    id: number
    version: string
    input: InventoryItemInput
    changes: FieldChange[]
  })[]
  unchanged: number
  refused: { row: number; reason: string }[]
  /* Each accepted row's unit and its version ('new' for a row that creates one), in row order. */
  matched: string[]
}

/* The header, the allowed rows and one more: enough to tell a file is too long. */
function readTable(text: string): string[][] {
  try {
    return parseCsv(text, importLimits.rows + 2)
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new HttpError(400, error.message)
    throw error
  }
}

function headerColumns(header: string[]) {
  const seen = new Map<ColumnKey, string>()
  return header.map((name) => {
    const column = matchColumn(name)
    if (column && seen.has(column)) {
      throw new HttpError(400, `Columns "${seen.get(column)}" and "${name}" name the same field`)
    }
    if (column) seen.set(column, name)
    return { header: name, column }
  })
}

/* Only the site's own images; an address a unit already shows is kept as it is. */
function imageProblem(input: InventoryItemInput, existing: InventoryApiItem | null) {
  const kept = new Set(existing?.image_urls ?? [])
  const urls: string[] = []
  for (const url of orderedImages(input)) {
    const path = kept.has(url) ? url : siteImagePath(url, absoluteUrl())
    if (!path) return `image_urls: ${url} is not an image of this site (upload it first)`
    urls.push(path)
  }
  input.image_urls = urls
  input.image_url = null
  return null
}

/** Reads a CSV text against the current inventory: nothing is written. */
export async function planImport(payload: Payload, text: string): Promise<ImportPlan> {
  const [header, ...body] = readTable(text)
  if (!header) throw new HttpError(400, 'The file is empty: it needs a header row')
  if (body.length > importLimits.rows) {
    throw new HttpError(
      400,
      `The file has more than ${importLimits.rows} rows; at most ${importLimits.rows}`,
    )
  }
  const columns = headerColumns(header)
  if (!columns.some(({ column }) => column === 'model_name' || column === 'stock_number')) {
    throw new HttpError(400, 'No column names the model or the stock number')
  }
  const [items, categories] = await Promise.all([listInventory(payload), listCategories(payload)])
  const byId = new Map(items.map((item) => [item.id, item]))
  const byStock = new Map<string, InventoryApiItem[]>()
  for (const item of items) {
    const stock = item.stock_number?.toLowerCase()
    if (stock) byStock.set(stock, [...(byStock.get(stock) ?? []), item])
  }
  const plan: ImportPlan = {
    rows: 0,
    columns,
    create: [],
    update: [],
    unchanged: 0,
    refused: [],
    matched: [],
  }
  const claimed = new Map<string, number>()
  /* VINs are unique among units (case and surrounding spaces aside): apply would answer 409. */
  const vinKey = (vin: string | null | undefined) => vin?.trim().toLowerCase() || null
  const byVin = new Map(
    items.flatMap((item) => (vinKey(item.vin) ? [[vinKey(item.vin)!, item]] : [])),
  )
  const vinRows = new Map<string, number>()

  body.forEach((cells, index) => {
    const row = index + 2
    if (cells.every((cell) => cell.trim() === '')) return
    plan.rows += 1
    const record: ImportRecord = new Map()
    columns.forEach(({ column }, at) => column && record.set(column, cells[at] ?? ''))
    const refuse = (reason: string) => plan.refused.push({ row, reason })

    const stock = record.get('stock_number')?.trim().toLowerCase()
    const matches = stock ? (byStock.get(stock) ?? []) : []
    if (matches.length > 1) return refuse(`stock_number: ${matches.length} units have it`)
    const existing = matches[0] ?? byId.get(Number(record.get('id')?.trim() || NaN)) ?? null
    const key = existing ? `id:${existing.id}` : stock ? `stock:${stock}` : null
    if (key && claimed.has(key)) return refuse(`the same unit as row ${claimed.get(key)}`)
    if (key) claimed.set(key, row)

    const outcome = rowToInput(record, existing, categories)
    if ('error' in outcome) return refuse(outcome.error)
    const problem = imageProblem(outcome.input, existing)
    if (problem) return refuse(problem)
    const vin = vinKey(outcome.input.vin)
    const holder = vin ? byVin.get(vin) : undefined
    if (holder && holder.id !== existing?.id) {
      return refuse(`vin: unit ${holder.id} (${holder.model_name}) has it`)
    }
    if (vin && vinRows.has(vin)) return refuse(`vin: the same as row ${vinRows.get(vin)}`)
    if (vin) vinRows.set(vin, row)
    const unit = {
      row,
      model_name: outcome.input.model_name,
      stock_number: outcome.input.stock_number ?? null,
    }
    plan.matched.push(existing ? `${row}:${existing.id}@${existing.updated_at}` : `${row}:new`)
    if (!existing) return void plan.create.push({ ...unit, input: outcome.input })
    const changes = changedFields(existing, outcome.input, categories)
    if (changes.length === 0) plan.unchanged += 1
    else {
      const version = existing.updated_at
      plan.update.push({ ...unit, id: existing.id, version, input: outcome.input, changes })
    }
  })
  return plan
}
