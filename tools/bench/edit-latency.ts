import type { EditLatency, StageError } from './results'

import type { StaffApi } from './staff-api'
import { modelOnPage, pageText, pounds, timeToVisible, unseenNumber } from './visible-edit'

/** A trailer model's capacity: the change an editor makes in /cms, seen on its catalogue page. */
async function modelCapacity(api: StaffApi, baseUrl: string): Promise<EditLatency> {
  const path = '/trailers/aluminum'
  const html = await pageText(`${baseUrl}${path}`)
  const model = await modelOnPage(api, html, path)
  const capacity = unseenNumber(html, model.capacity)
  const endpoint = `/cms/api/trailer-models/${model.id}`
  try {
    const ms = await timeToVisible(
      () => api.patch(endpoint, { capacity }),
      `${baseUrl}${path}`,
      pounds.format(capacity),
    )
    return { what: `trailer model capacity (${model.model})`, path, ms }
  } finally {
    await api.patch(endpoint, { capacity: model.capacity })
  }
}

/** An inventory unit's price: the change staff make in /admin, seen on the unit's page. */
async function unitPrice(
  api: StaffApi,
  baseUrl: string,
  unit: { id: number; price: number; path: string },
): Promise<EditLatency> {
  const html = await pageText(`${baseUrl}${unit.path}`)
  const price = unseenNumber(html, Math.round(unit.price))
  const endpoint = `/cms/api/inventory-items/${unit.id}`
  try {
    const ms = await timeToVisible(
      () => api.patch(endpoint, { price }),
      `${baseUrl}${unit.path}`,
      pounds.format(price),
    )
    return { what: 'inventory unit price', path: unit.path, ms }
  } finally {
    await api.patch(endpoint, { price: unit.price })
  }
}

/** Edit-to-visible latency: from the save request to the first public page view showing it. */
export async function runEditLatency(
  api: StaffApi,
  baseUrl: string,
  unit: { id: number; price: number; path: string },
): Promise<{ edits: EditLatency[]; errors: StageError[] }> {
  const edits: EditLatency[] = []
  const errors: StageError[] = []
  const measures = [
    ['trailer model capacity', () => modelCapacity(api, baseUrl)],
    ['inventory unit price', () => unitPrice(api, baseUrl, unit)],
  ] as const
  for (const [subject, measure] of measures) {
    try {
      edits.push(await measure())
    } catch (error) {
      errors.push({ stage: 'Edit-to-visible', subject, message: String(error) })
    }
  }
  return { edits, errors }
}
