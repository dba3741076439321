/*
 * How much of a page's search texts a results page shows (ADR 0040): longer texts are cut there
 * with an ellipsis, much shorter ones waste the space. Hints for editors, never limits.
 */
export const searchLengths = {
  title: { best: 50, most: 60 },
  description: { best: 120, most: 155 },
} as const

export type SearchText = keyof typeof searchLengths

/** A plain-words hint on a text's length, as the CMS shows it beside the search preview. */
export function lengthHint(kind: SearchText, text: string): string {
  const { best, most } = searchLengths[kind]
  const count = text.trim().length
  const counted = `${count} characters`
  if (count === 0) return `Empty: the page's default ${kind} is used.`
  if (count > most) return `${counted}: search results cut it after about ${most}.`
  if (count < best) return `${counted}: room for more, ${best}–${most} reads best.`
  return `${counted}: a good length.`
}

/** The text a results page shows: cut at the last whole word before the limit, with an ellipsis. */
export function asShown(kind: SearchText, text: string): string {
  const { most } = searchLengths[kind]
  const trimmed = text.trim()
  if (trimmed.length <= most) return trimmed
  const cut = trimmed.slice(0, most - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`
}
