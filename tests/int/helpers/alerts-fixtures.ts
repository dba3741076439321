import { randomUUID } from 'node:crypto'

import { fromClient, jsonRequest, payload } from './requests'
import { ensureTestCategories, testCategories } from './inventory-fixtures'
import { mailText, type CapturedMail } from '../../support/smtp-capture'

/* Words of this run only, so other files' units never match these tests' searches. */
export const run = `zq${randomUUID().slice(0, 8)}`
let counter = 0
export const nextAddress = () => `shopper-${run}-${++counter}@example.com`
let clients = 0
/** A client address of its own for each sign-up, unless a test shares one on purpose. */
export const nextClient = () => `198.51.100.${++clients % 250}`

export { mailText }

export const tokenIn = (mail: CapturedMail, path: string) =>
  new RegExp(`${path}\\?token=([\\w-]+)`).exec(mailText(mail))?.[1] ?? null

export async function createUnit(data: Record<string, unknown> = {}) {
  await ensureTestCategories()
  return (await payload()).create({
    collection: 'inventory-items',
    data: {
      model_name: `VAB ${run} ${++counter}`,
      category: testCategories[0].id,
      type: 'Bunk',
      material: 'Aluminum',
      axle_configuration: 'Single',
      capacity_pounds: 2200,
      length_feet: 19,
      beam_width_inches: 96,
      price: 5400,
      stock_quantity: 1,
      description: `Alert test unit ${run}`,
      boat_length: "16'-18'",
      is_available: true,
      status: 'available',
      ...data,
    } as never,
    depth: 0,
  })
}

export const signupRequest = (body: unknown, client = nextClient()) =>
  jsonRequest('/api/alerts', 'POST', body, new Headers(fromClient(client)))

/** A plain form post; a list is sent as the same field once per value (checkboxes). */
export const formRequest = (
  path: string,
  fields: Record<string, string | (string | number)[]>,
  client = nextClient(),
) =>
  new Request(new URL(path, 'http://localhost:3000'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromClient(client) },
    body: new URLSearchParams(
      Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => [name, String(one)]),
      ),
    ).toString(),
  })

export async function alertsOf(email: string) {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'alerts',
    where: { email: { equals: email } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}
