import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bearer, mintClerkToken } from './helpers/clerk-tokens'
import { appUrl } from './helpers/app-url'

/*
 * Who may do what: every state-changing route (the /api adapters and Payload's REST API for every
 * collection and global) called in-process by every kind of caller. Every cell has an expected
 * status; after every call the data is re-read through the Local API: unchanged after a refusal,
 * changed after a success. Clerk is configured (clerk-tokens), so app modules load dynamically.
 */
const { ensureTestCategories } = await import('./helpers/inventory-fixtures')
const { setAsideCataloguePage } = await import('./helpers/authz-fixtures')
const { ensureFirstAccount, payload, signedInHeaders } = await import('./helpers/requests')
const { permitted, rows } = await import('./helpers/authz-rows')
type Caller = import('./helpers/authz-trials').Caller
type Role = import('./helpers/authz-trials').Role

const staffClerkId = `user_authz_staff_${process.pid}`
const callers: Caller[] = []
const results = new Map<string, Map<string, string>>()
let restoreCataloguePage: (() => Promise<void>) | undefined

beforeAll(async () => {
  await ensureTestCategories()
  await ensureFirstAccount()
  restoreCataloguePage = await setAsideCataloguePage()
  const client = await payload()
  await client.create({
    collection: 'users',
    data: {
      email: `authz-clerk-staff-${process.pid}@test.local`,
      password: 'a-long-test-password',
      role: 'staff',
      clerkUserId: staffClerkId,
    },
  })
  const signedIn = async (name: string, role: Role, headers: Headers): Promise<Caller> => {
    const { user } = await client.auth({ headers })
    if (!user || user.role !== role) throw new Error(`${name} is not signed in as ${role}`)
    return { name, role, headers, userId: user.id }
  }
  callers.push(
    { name: 'anonymous', role: null, headers: new Headers() },
    {
      name: 'garbage bearer',
      role: null,
      headers: new Headers({ Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.garbage.garbage' }),
    },
    {
      name: 'garbage cookie',
      role: null,
      headers: new Headers({ Cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.garbage.garbage' }),
    },
    {
      name: 'clerk expired',
      role: null,
      headers: bearer(await mintClerkToken({ sub: staffClerkId, expiresIn: -120 })),
    },
    {
      name: 'clerk other app',
      role: null,
      headers: bearer(await mintClerkToken({ sub: staffClerkId, azp: 'https://other.example' })),
    },
    await signedIn('editor', 'editor', await signedInHeaders('editor')),
    await signedIn('staff', 'staff', await signedInHeaders('staff')),
    // Valid for the whole matrix: with the 60 s default, the last rows met an expired token.
    await signedIn(
      'staff (clerk)',
      'staff',
      bearer(await mintClerkToken({ sub: staffClerkId, expiresIn: 15 * 60 })),
    ),
    await signedIn('admin', 'admin', await signedInHeaders('admin')),
  )
})

afterAll(async () => {
  await restoreCataloguePage?.()
})

afterAll(() => {
  const width = Math.max(...[...results.keys()].map((route) => route.length))
  const names = callers.map((caller) => caller.name)
  const lines = [
    `${'route'.padEnd(width)} | ${names.join(' | ')}`,
    ...[...results].map(
      ([route, cells]) =>
        `${route.padEnd(width)} | ${names.map((name) => (cells.get(name) ?? '-').padEnd(name.length)).join(' | ')}`,
    ),
  ]
  const mismatches = [...results.values()].flatMap((cells) =>
    [...cells.values()].filter((cell) => cell.includes('!')),
  )
  console.log(
    `[authz] ${results.size} routes x ${callers.length} callers = ${results.size * callers.length} calls, ${mismatches.length} unexpected (marked !)\n${lines.join('\n')}`,
  )
})

describe('who may do what', () => {
  for (const row of rows) {
    const allowed = permitted[row.who]
    const who = allowed.length ? `${allowed.join(', ')} ${row.ok}` : 'nobody'
    const own = row.who === 'own' ? ' (own record only)' : ''
    it(`${row.route}: ${who}${own}, signed-in others 403, no identity ${row.anonymous}`, async () => {
      const cells = new Map<string, string>()
      results.set(row.route, cells)
      for (const caller of callers) {
        const expected =
          caller.role && allowed.includes(caller.role) ? row.ok : caller.role ? 403 : row.anonymous
        const trial = await row.arrange()
        try {
          const before = await trial.state()
          const response = await trial.send(new Headers(caller.headers))
          const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
          const after = await trial.state()
          cells.set(caller.name, `${response.status}${response.status === expected ? '' : '!'}`)

          const cell = `${caller.name} on ${row.route}`
          expect.soft(response.status, cell).toBe(expected)
          if (response.status >= 400) {
            expect.soft(after, `${cell}: data unchanged`).toEqual(before)
            expect.soft(body?.error ?? body?.errors, `${cell}: says why`).toBeTruthy()
            expect.soft(body?.docs, `${cell}: shows no documents`).toBeUndefined()
          } else if (row.kind === 'write') {
            expect.soft(after, `${cell}: data changed`).not.toEqual(before)
          } else {
            expect.soft(after, `${cell}: data unchanged`).toEqual(before)
            trial.inspect?.(body, caller)
          }
        } finally {
          await trial.cleanup?.()
        }
      }
    })
  }

  it('lets nobody but an admin raise their own role', async () => {
    const { PATCH } = await import('@/app/(payload)/cms/api/[...slug]/route')
    const client = await payload()
    for (const caller of callers.filter((each) => each.role && each.role !== 'admin')) {
      const id = String(caller.userId)
      const request = new Request(appUrl(`/cms/api/users/${id}`), {
        method: 'PATCH',
        headers: new Headers([...caller.headers, ['content-type', 'application/json']]),
        body: JSON.stringify({ role: 'admin' }),
      })
      const response = await PATCH(request, { params: Promise.resolve({ slug: ['users', id] }) })
      const stored = await client.findByID({ collection: 'users', id })
      console.log(
        `[authz] ${caller.name}: PATCH own role=admin -> ${response.status}, role stays ${stored.role}`,
      )
      expect(stored.role).toBe(caller.role)
    }
  })
})
