import type { Payload } from 'payload'

/**
 * Whether this instance is the first to write `day`'s row of a daily run's collection: the day
 * is unique there, so of several instances checking at once exactly one claims it and queues the
 * run (the alert run, ADR 0025; the Monday report e-mail, ADR 0070).
 */
export async function claimDay(
  payload: Payload,
  collection: 'alert-runs' | 'report-mailings',
  day: string,
): Promise<boolean> {
  const known = await payload.count({
    collection,
    where: { day: { equals: day } },
    overrideAccess: true,
  })
  if (known.totalDocs > 0) return false
  try {
    await payload.create({ collection, data: { day }, overrideAccess: true })
    return true
  } catch {
    // Another instance wrote the day first.
    return false
  }
}
