import type { EditLatency, StageError } from '@/lib/bench/results'

import type { StaffApi } from './staff-api'

const pounds = new Intl.NumberFormat('en-US')
const pollMs = 25
const giveUpMs = 15_000

const pageText = async (url: string) => (await fetch(url, { cache: 'no-store' })).text()

/** A number near `from` whose formatted form the page does not show yet. */
function unseenNumber(html: string, from: number): number {
  for (let step = 7; ; step += 10) {
    const candidate = from + step
    if (!html.includes(pounds.format(candidate))) return candidate
  }
}

/** Saves `change`, then polls `url` until it shows `expected`; answers the elapsed milliseconds. */
async function timeToVisible(save: () => Promise<void>, url: string, expected: string) {
  const started = performance.now()
  await save()
  while (performance.now() - started < giveUpMs) {
    if ((await pageText(url)).includes(expected)) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`"${expected}" not visible on ${url} after ${giveUpMs} ms`)
}

type Model = { id: number; model: string; capacity: number }

/** A trailer model's capacity: the change an editor makes in /cms, seen on its catalogue page. */
async function modelCapacity(api: StaffApi, baseUrl: string): Promise<EditLatency> {
  const path = '/trailers/aluminum'
  const html = await pageText(`${baseUrl}${path}`)
  const { docs } = await api.get<{ docs: Model[] }>('/cms/api/trailer-models?limit=200&depth=0')
  const model =
    docs.find((doc) => html.includes(`>${doc.model}<`)) ??
    docs.find((doc) => html.includes(doc.model))
  if (!model) throw new Error(`no trailer model found on ${path}`)
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
