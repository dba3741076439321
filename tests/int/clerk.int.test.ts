import { generateKeyPair } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { bearer, mintClerkToken as mint } from './helpers/clerk-tokens'
import { getStaffSession } from '@/server/auth/staff-session'
import { ensureFirstAccount, payload } from './helpers/requests'

/*
 * The Clerk path, offline: a locally minted RS256 session token verified with CLERK_JWT_KEY
 * (networkless). clerk-tokens sets the environment before the app first reads it, so this file
 * runs with Clerk configured while the others run without it.
 */

const cookie = (token: string) => new Headers({ Cookie: `__session=${token}` })

describe('staff sign-in with Clerk', () => {
  beforeAll(async () => {
    await ensureFirstAccount()
    const client = await payload()
    await client.create({
      collection: 'users',
      data: {
        email: 'clerk-staff@test.local',
        password: 'unused-password-1',
        role: 'staff',
        clerkUserId: 'user_staff',
      },
    })
    await client.create({
      collection: 'users',
      data: {
        email: 'clerk-editor@test.local',
        password: 'unused-password-2',
        role: 'editor',
        clerkUserId: 'user_editor',
      },
    })
  })

  it('maps a verified Clerk session to the linked staff account (bearer and cookie)', async () => {
    const client = await payload()
    const token = await mint({ sub: 'user_staff' })
    for (const headers of [bearer(token), cookie(token)]) {
      const session = await getStaffSession(client, headers)
      expect(session.kind).toBe('staff')
      expect(session.kind === 'staff' && session.user.email).toBe('clerk-staff@test.local')
    }
  })

  it('treats a Clerk user without a staff role as forbidden, not anonymous', async () => {
    const client = await payload()
    expect((await getStaffSession(client, bearer(await mint({ sub: 'user_editor' })))).kind).toBe(
      'forbidden',
    )
    expect((await getStaffSession(client, bearer(await mint({ sub: 'user_unknown' })))).kind).toBe(
      'forbidden',
    )
  })

  it('rejects expired, foreign-app and wrongly signed tokens as anonymous', async () => {
    const client = await payload()
    const { privateKey: otherKey } = await generateKeyPair('RS256')
    const tokens = [
      await mint({ sub: 'user_staff', expiresIn: -120 }),
      await mint({ sub: 'user_staff', azp: 'https://another-app.example' }),
      await mint({ sub: 'user_staff', key: otherKey }),
      'not-a-token',
    ]
    for (const token of tokens) {
      expect((await getStaffSession(client, bearer(token))).kind).toBe('anonymous')
    }
  })
})
