/** The label on tip cards and guide pages, e.g. '3 min read'. */
export const readTimeLabel = (minutes: number): string => `${minutes} min read`

/* A relaxed adult reading pace for advice read on a phone. */
const wordsPerMinute = 200

type Node = { text?: unknown; children?: unknown }

function words(node: Node): number {
  const own = typeof node.text === 'string' ? node.text.split(/\s+/).filter(Boolean).length : 0
  const children = Array.isArray(node.children) ? (node.children as Node[]) : []
  return children.reduce((sum, child) => sum + words(child), own)
}

/** Whole minutes to read a rich-text body (Lexical's JSON), at least one. */
export function readTimeOf(body: unknown): number {
  const root = (body as { root?: Node } | null | undefined)?.root
  return Math.max(1, Math.ceil((root ? words(root) : 0) / wordsPerMinute))
}
