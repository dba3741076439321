import { request as httpRequest } from 'node:http'

import type { APIRequestContext } from '@playwright/test'

import { sameOrigin, uniqueName } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

/*
 * Against the built server (ADR 0021): a name sent with a line break is stored as one line, and
 * a staff PATCH through /cms/api changes the visitor's details but none of what the lead desk
 * records, which the desk itself still writes.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
// A loopback address of its own, apart from the quote limit the other specs use on 127.0.0.1.
const client = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`

function postQuote(body: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: client,
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}

type Lead = Record<string, unknown> & { id: number; name: string }

async function leadWithMessage(request: APIRequestContext, message: string): Promise<Lead> {
  const response = await request.get('/cms/api/quote-requests', {
    headers: sameOrigin,
    params: { 'where[message][equals]': message, depth: '0' },
  })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: Lead[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

const internals = ['status', 'owner', 'activity', 'firstResponseAt', 'createdAt', 'notification']
const pick = (lead: Lead) => Object.fromEntries(internals.map((key) => [key, lead[key] ?? null]))

test('a staff PATCH through /cms/api writes the visitor details only; the desk still works the lead', async ({
  page,
}) => {
  await signInAsStaff(page)
  const message = uniqueName('Internals')
  expect(
    await postQuote({ name: 'Pat\r\nForged-Line: yes', email: 'pat@example.com', message }),
  ).toBe(201)
  // Its e-mail settles first (the background attempt writes its state on the lead).
  await expect
    .poll(async () => (await leadWithMessage(page.request, message)).notification)
    .not.toBe('pending')
  const lead = await leadWithMessage(page.request, message)
  try {
    expect(lead.name).toBe('Pat Forged-Line: yes')

    const forged = await page.request.patch(`/cms/api/quote-requests/${lead.id}`, {
      headers: sameOrigin,
      data: {
        phone: '(410) 555-0199',
        status: 'won',
        activity: [{ at: '2020-01-01T00:00:00.000Z', kind: 'note', text: 'Forged note' }],
        firstResponseAt: '2020-01-01T00:01:00.000Z',
        createdAt: '2020-01-01T00:00:00.000Z',
        notification: 'sent',
      },
    })
    expect(forged.status()).toBe(200)
    const after = await leadWithMessage(page.request, message)
    expect(after.phone).toBe('(410) 555-0199')
    expect(pick(after)).toEqual(pick(lead))

    const desk = await page.request.patch(`/api/leads/${lead.id}`, {
      headers: sameOrigin,
      data: { status: 'contacted' },
    })
    expect(desk.status()).toBe(200)
    const worked = await leadWithMessage(page.request, message)
    expect(worked.status).toBe('contacted')
    expect(worked.firstResponseAt).toBeTruthy()
    expect(worked.activity).toHaveLength(1)
  } finally {
    await page.request.delete(`/cms/api/quote-requests/${lead.id}`, { headers: sameOrigin })
  }
})
