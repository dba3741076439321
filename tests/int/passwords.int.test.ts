import { beforeAll, describe, expect, it } from 'vitest'

import { passwordTooCommon, passwordTooShort } from '@/lib/auth/password-policy'

import { address, callAuth, createUser, login, newClient, password } from './helpers/auth-calls'
import { payload } from './helpers/requests'

/*
 * Every way a password is set applies the same rule (12 characters or more,
 * not a common one); the session cookie is not Secure on an http site (session-cookie for https).
 */
let client: Awaited<ReturnType<typeof payload>>
beforeAll(async () => {
  client = await payload()
})

const refusal = (message: string) => ({
  data: { errors: [{ path: 'password', message }] },
})

describe('password rules', () => {
  it('refuse a short or common password when an account is created or its password changed', async () => {
    const user = await createUser('password-rules')
    await expect(
      client.create({
        collection: 'users',
        data: { email: address('short'), password: 'short-pass1', role: 'staff' },
      }),
    ).rejects.toMatchObject(refusal(passwordTooShort))
    await expect(
      client.update({ collection: 'users', id: user.id, data: { password: 'Qwerty123456' } }),
    ).rejects.toMatchObject(refusal(passwordTooCommon))
    expect((await login(user.email, password)).status).toBe(200)
  })

  it('refuse a short password in a reset, and keep the token usable', async () => {
    const user = await createUser('password-reset-rule')
    const token = await client.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const weak = await callAuth('reset-password', { token, password: 'too-short' }, newClient())
    expect(weak.status).toBe(400)
    expect(JSON.stringify(await weak.json())).toContain(passwordTooShort)
    const strong = { token, password: 'a-new-long-password' }
    expect((await callAuth('reset-password', strong, newClient())).status).toBe(200)
  })

  it('set no Secure flag on the session cookie of an http site', async () => {
    const user = await createUser('cookie-http')
    const answer = await login(user.email, password)
    expect(answer.response.headers.get('set-cookie')).toMatch(/payload-token=/)
    expect(answer.response.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i)
  })
})
