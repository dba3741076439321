/*
 * A kind's own fields in a plain HTML form are named by their path under `details`
 * (`details.amount`, `details.boat.length`), so the form's post and the script's JSON
 * (`{ details: { amount } }`) are one request (ADR 0044).
 */
export const detailsPrefix = 'details.'

export const detailsField = (path: string) => `${detailsPrefix}${path}`

/* Where the shopper came from, in a plain form's hidden fields (`source.referrer`...). */
export const sourceFieldPrefix = 'source.'

type Tree = { [name: string]: string | string[] | Tree }

/**
 * The form's fields with the `details.*` ones gathered into `details`, by their paths. A details
 * field sent more than once (checkboxes) is a list; any other field keeps its last value.
 */
export function nestDetails(
  fields: Iterable<[string, string]> | Record<string, string>,
): Record<string, unknown> {
  const flat: Record<string, unknown> = {}
  const details: Tree = {}
  const entries = Symbol.iterator in fields ? fields : Object.entries(fields)
  for (const [name, value] of entries as Iterable<[string, string]>) {
    if (!name.startsWith(detailsPrefix)) {
      flat[name] = value
      continue
    }
    const path = name.slice(detailsPrefix.length).split('.')
    let node = details
    for (const step of path.slice(0, -1)) {
      const next = node[step]
      node = typeof next === 'object' && !Array.isArray(next) ? next : (node[step] = {})
    }
    const leaf = path.at(-1)!
    const known = node[leaf]
    node[leaf] =
      typeof known === 'string' ? [known, value] : Array.isArray(known) ? [...known, value] : value
  }
  return Object.keys(details).length > 0 ? { ...flat, details } : flat
}
