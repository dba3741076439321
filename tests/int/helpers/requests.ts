import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

import { appUrl } from './app-url'

/*
 * Integration tests run against a database of their file's own, copied from the migrated template
 * (file-database.ts), through Payload's Local API and the real route handlers, in-process.
 */
export const payload = (): Promise<Payload> => getPayloadClient()

let counter = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${counter++}@test.local`

/*
 * The first account of a database is an admin whatever role it asks for (the users collection's
 * firstUserIsAdmin hook). Tests that create accounts call this first, so the accounts they create
 * get the roles they ask for, whichever test of the file happens to run first.
 */
export async function ensureFirstAccount(): Promise<void> {
  const client = await payload()
  if ((await client.count({ collection: 'users' })).totalDocs > 0) return
  await client.create({
    collection: 'users',
    data: { email: unique('first-admin'), password: 'a-long-test-password', role: 'admin' },
  })
}

/** Creates a user of `role` and returns request headers carrying its Payload session token. */
export async function signedInHeaders(role: User['role']): Promise<Headers> {
  await ensureFirstAccount()
  const client = await payload()
  const email = unique(role)
  const password = 'a-long-test-password'
  await client.create({ collection: 'users', data: { email, password, role } })
  const { token } = await client.login({ collection: 'users', data: { email, password } })
  return new Headers({ Authorization: `JWT ${token}` })
}

/*
 * Headers naming the client a request comes from, as server.mjs names the connection's address
 * (vitest.config.ts gives the int tests the header's name).
 */
export const fromClient = (address: string): Record<string, string> => ({
  [process.env.PEER_ADDRESS_HEADER as string]: address,
})

export function jsonRequest(
  url: string,
  method: string,
  body: unknown,
  headers?: Headers,
): Request {
  const all = new Headers(headers)
  all.set('content-type', 'application/json')
  return new Request(appUrl(url), {
    method,
    headers: all,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The second argument Next passes to a dynamic route handler. */
export const routeParams = <T extends Record<string, string>>(params: T) => ({
  params: Promise.resolve(params),
})
