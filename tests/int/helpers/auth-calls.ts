import { randomUUID } from 'node:crypto'

import { POST } from '@/app/(payload)/cms/api/[...slug]/route'

import { ensureFirstAccount, fromClient, jsonRequest, payload } from './requests'

/*
 * Calls to Payload's auth endpoints through the real /cms/api route (with its guard), in-process,
 * each from a client address of its own unless a test says otherwise.
 */

// Unique per run: with REDIS_URL set the limits outlive the process.
const run = randomUUID().slice(0, 8)
let clients = 0
export const newClient = () => `client-${run}-${++clients}`
export const address = (label: string) => `${label}-${run}@test.local`
export const password = 'the-right-password-1'

export const callAuth = (path: string, body: unknown, client: string, send = POST) =>
  send(jsonRequest(`/cms/api/users/${path}`, 'POST', body, new Headers(fromClient(client))), {
    params: Promise.resolve({ slug: ['users', ...path.split('/')] }),
  })

export async function timed(send: () => Promise<Response>) {
  const started = performance.now()
  const response = await send()
  const body = await response.text()
  return { status: response.status, body, ms: performance.now() - started, response }
}

export const login = (email: string, pass: string, client = newClient()) =>
  timed(() => callAuth('login', { email, password: pass }, client))

/** A staff account with `password`. */
export async function createUser(label: string) {
  await ensureFirstAccount()
  const email = address(label)
  const user = await (
    await payload()
  ).create({ collection: 'users', data: { email, password, role: 'staff' } })
  return { id: user.id, email }
}
