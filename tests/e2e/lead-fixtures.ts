import { expect, type APIRequestContext } from '@playwright/test'

import { postQuoteFrom } from '../support/post-quote'
import { sameOrigin } from './admin-helpers'

/*
 * Leads for the specs that work them: a quote request sent to the built server from a loopback
 * address of the spec's own (apart from the quote limit the other specs use on 127.0.0.1), and
 * the stored lead read back through /cms/api.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const client = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`

export const postQuote = (body: Record<string, string>) =>
  postQuoteFrom(`http://127.0.0.1:${port}`, client, body)

export type Lead = Record<string, unknown> & { id: number; name: string }

export async function leadWithMessage(request: APIRequestContext, message: string): Promise<Lead> {
  const response = await request.get('/cms/api/quote-requests', {
    headers: sameOrigin,
    params: { 'where[message][equals]': message, depth: '0' },
  })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: Lead[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

/*
 * The lead once its background work is done: the staff e-mail settled and the system's lines for
 * assignment and the reply to the shopper written (ADR 0024), so later reads see only what a test does.
 */
export async function settledLead(request: APIRequestContext, message: string): Promise<Lead> {
  const settled = (lead: Lead) => {
    const kinds = (lead.activity as { kind: string }[]).map((line) => line.kind)
    return lead.notification !== 'pending' && kinds.includes('assigned') && kinds.includes('reply')
  }
  await expect.poll(async () => settled(await leadWithMessage(request, message))).toBe(true)
  return leadWithMessage(request, message)
}
