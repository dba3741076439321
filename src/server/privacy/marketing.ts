import type { Payload } from 'payload'

/*
 * "Stop all marketing" (issue 55, ADR 0065): the address's alerts go with their links, and the
 * address joins the opt-out list every review request is checked against (ADR 0044). Replies to
 * a shopper's own requests are not marketing and go on.
 */
export async function stopMarketing(payload: Payload, email: string, now = new Date()) {
  const alerts = await removeAlerts(payload, email)
  const listed = await payload.count({
    collection: 'mail-opt-outs',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (listed.totalDocs === 0) {
    await payload.create({ collection: 'mail-opt-outs', data: { email }, overrideAccess: true })
  }
  return `Marketing stopped ${now.toISOString().slice(0, 10)}: ${alerts} alert${alerts === 1 ? '' : 's'} removed, no review requests`
}

/** Deletes the address's alerts and their links; how many alerts. */
export async function removeAlerts(payload: Payload, email: string): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'alerts',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  await payload.delete({
    collection: 'alert-tokens',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
