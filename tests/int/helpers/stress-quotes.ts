import { expect } from 'vitest'

import { fromClient, jsonRequest, payload } from './requests'

type ContactPost = (request: Request, context: unknown) => Promise<Response>

/*
 * Fires `count` quote requests at once through the real route handler, each from its own client
 * address (the first X-Forwarded-For entry is the rate-limit key) and carrying a run-unique
 * token, then reads the stored rows back and checks each against what was sent.
 */
export async function submitConcurrentQuotes(POST: ContactPost, count: number, label: string) {
  const run = `${label}-${process.pid}-${Date.now()}`
  const sent = Array.from({ length: count }, (_, index) => ({
    name: `Stress Tester ${index}`,
    email: `stress.${index}@example.com`,
    phone: `(410) 555-${String(index).padStart(4, '0')}`,
    message: `Quote ${index} of ${run}: tandem bunk trailer, «ünïcode» ✓`,
    trailer: `Venture VAB-${1000 + index}`,
  }))
  const started = Date.now()
  const responses = await Promise.all(
    sent.map((body, index) =>
      POST(
        jsonRequest(
          '/api/contact',
          'POST',
          body,
          new Headers(fromClient(`${run}-client-${index}`)),
        ),
        {},
      ),
    ),
  )
  const elapsed = Date.now() - started
  const statuses: Record<number, number> = {}
  for (const response of responses) statuses[response.status] = (statuses[response.status] ?? 0) + 1

  const { docs } = await (
    await payload()
  ).find({
    collection: 'quote-requests',
    where: { message: { contains: run } },
    pagination: false,
    depth: 0,
  })
  const notifications: Record<string, number> = {}
  for (const doc of docs) {
    const key = String(doc.notification)
    notifications[key] = (notifications[key] ?? 0) + 1
  }
  console.log(
    `[stress:${label}] ${count} concurrent POST /api/contact in ${elapsed} ms → statuses ` +
      `${JSON.stringify(statuses)}; rows stored ${docs.length}; notification ${JSON.stringify(notifications)}`,
  )

  expect(statuses).toEqual({ 201: count })
  expect(docs).toHaveLength(count)
  const byMessage = new Map(docs.map((doc) => [doc.message, doc]))
  for (const body of sent) {
    expect(byMessage.get(body.message)).toMatchObject({ ...body, status: 'new' })
  }
  return { docs, notifications, run }
}
