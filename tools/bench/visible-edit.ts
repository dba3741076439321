/* What the edit measurements share: a save through the staff API, then polling a public page for it. */
import type { StaffApi } from './staff-api'

export const pounds = new Intl.NumberFormat('en-US')
const pollMs = 25
const giveUpMs = 15_000

export const pageText = async (url: string) => (await fetch(url, { cache: 'no-store' })).text()

/** A number near `from` whose formatted form the page does not show yet. */
export function unseenNumber(html: string, from: number): number {
  for (let step = 7; ; step += 10) {
    const candidate = from + step
    if (!html.includes(pounds.format(candidate))) return candidate
  }
}

/** Saves `change`, then polls `url` until it shows `expected`; answers the elapsed milliseconds. */
export async function timeToVisible(save: () => Promise<void>, url: string, expected: string) {
  const started = performance.now()
  await save()
  while (performance.now() - started < giveUpMs) {
    if ((await pageText(url)).includes(expected)) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`"${expected}" not visible on ${url} after ${giveUpMs} ms`)
}

export type Model = { id: number; model: string; capacity: number }

/** A trailer model that `html` (a catalogue page) shows, as the staff API returns it. */
export async function modelOnPage(api: StaffApi, html: string, path: string): Promise<Model> {
  const { docs } = await api.get<{ docs: Model[] }>('/cms/api/trailer-models?limit=200&depth=0')
  const model =
    docs.find((doc) => html.includes(`>${doc.model}<`)) ??
    docs.find((doc) => html.includes(doc.model))
  if (!model) throw new Error(`no trailer model found on ${path}`)
  return model
}
