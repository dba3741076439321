/*
 * The rules every redirect follows (ADR 0040), kept free of Payload so they are tested alone:
 * a chain of moves collapses to one hop, a move back to an old address removes the redirect that
 * would loop, and an address is a plain site path.
 */
export type Redirect = { id: number | string; from: string; to: string }

export type MovePlan = {
  /** The redirect to add for the address that moved, or null when one is retargeted instead. */
  create: { from: string; to: string } | null
  /** Redirects that pointed at the old address and now point at the new one (one hop). */
  retarget: { id: Redirect['id']; to: string }[]
  /** Redirects from the new address: it answers with a page again, and kept they would loop. */
  remove: Redirect['id'][]
}

const sitePath = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]+$/

/** A path on this site, lowercase segments without a query, e.g. /tips/brake-maintenance. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && sitePath.test(value)

/** What changes when the page at `from` moves to `to`, given the redirects stored now. */
export function planMove(existing: readonly Redirect[], from: string, to: string): MovePlan {
  const plan: MovePlan = { create: null, retarget: [], remove: [] }
  if (from === to) return plan
  for (const redirect of existing) {
    if (redirect.from === to) plan.remove.push(redirect.id)
    else if (redirect.from === from || redirect.to === from) {
      if (redirect.to !== to) plan.retarget.push({ id: redirect.id, to })
    }
  }
  if (!existing.some((redirect) => redirect.from === from)) plan.create = { from, to }
  return plan
}

/**
 * Where a redirect an editor writes ends once the chain after it is followed, or null when the
 * chain comes back to its own address (a loop).
 */
export function finalTarget(
  existing: readonly Redirect[],
  from: string,
  to: string,
): string | null {
  const next = new Map(existing.filter((r) => r.from !== from).map((r) => [r.from, r.to]))
  const seen = new Set([from])
  let target = to
  while (next.has(target)) {
    if (seen.has(target)) return null
    seen.add(target)
    target = next.get(target) as string
  }
  return seen.has(target) ? null : target
}
