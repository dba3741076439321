/*
 * A kind's own fields in a plain HTML form are named by their path under `details`
 * (`details.amount`, `details.boat.length`), so the form's post and the script's JSON
 * (`{ details: { amount } }`) are one request (ADR 0044).
 */
export const detailsPrefix = 'details.'

export const detailsField = (path: string) => `${detailsPrefix}${path}`

type Tree = { [name: string]: string | Tree }

/** The form's flat fields with the `details.*` ones gathered into `details`, by their paths. */
export function nestDetails(fields: Record<string, string>): Record<string, unknown> {
  const flat: Record<string, unknown> = {}
  const details: Tree = {}
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(detailsPrefix)) {
      flat[name] = value
      continue
    }
    const path = name.slice(detailsPrefix.length).split('.')
    let node = details
    for (const step of path.slice(0, -1)) {
      const next = node[step]
      node = typeof next === 'object' ? next : (node[step] = {})
    }
    node[path.at(-1)!] = value
  }
  return Object.keys(details).length > 0 ? { ...flat, details } : flat
}
