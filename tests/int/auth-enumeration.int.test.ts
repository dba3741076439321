import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { describe, expect, it } from 'vitest'

import { loginLock } from '@/collections/Users'
import { authLimits } from '@/server/auth/cms-auth-guard'

import {
  address,
  callAuth as call,
  createUser,
  login,
  newClient,
  password,
  timed,
} from './auth-calls'
import { payload } from './helpers'

/*
 * Sign-in through the real /cms/api route: the same answer, in about the same time, for an unknown
 * e-mail, a wrong password and a locked account, and limits per account and per client. Reset
 * mails and resets are auth-reset.int.test.ts.
 */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe('sign-in answers tell nobody which e-mails have accounts', () => {
  it('answers an unknown e-mail exactly like a known one with a wrong password, in about the same time', async () => {
    const known = await createUser('known')
    const unknown = []
    const wrong = []
    // One fewer than the lock, so the known account stays unlocked.
    for (let attempt = 0; attempt < loginLock.maxLoginAttempts - 1; attempt++) {
      unknown.push(await login(address(`nobody-${attempt}`), 'wrong-password-1'))
      wrong.push(await login(known.email, `wrong-password-${attempt}`))
    }
    const answers = new Set([...unknown, ...wrong].map(({ status, body }) => `${status} ${body}`))
    console.log(`[auth] refused sign-in answers (unknown + wrong password): ${[...answers]}`)
    expect(answers.size).toBe(1)
    expect(unknown[0].status).toBe(401)

    const unknownMs = median(unknown.map((answer) => answer.ms))
    const wrongMs = median(wrong.map((answer) => answer.ms))
    console.log(
      `[auth] median sign-in time: unknown e-mail ${unknownMs.toFixed(0)} ms, known e-mail with wrong password ${wrongMs.toFixed(0)} ms`,
    )
    // Without the guard's stand-in hash the ratio is about 0.02; the margin is for a busy machine.
    expect(unknownMs / wrongMs).toBeGreaterThan(1 / 3)
    expect(unknownMs / wrongMs).toBeLessThan(3)
  })

  it(`locks an account after ${loginLock.maxLoginAttempts} failures and answers it like an unknown e-mail`, async () => {
    const client = await payload()
    const target = await createUser('target')
    const attempts = []
    for (let attempt = 0; attempt < loginLock.maxLoginAttempts; attempt++) {
      attempts.push(await login(target.email, `guess-${attempt}`))
    }
    const unknownAnswer = await login(address('nobody-else'), 'guess-0')
    expect(attempts.map((answer) => `${answer.status} ${answer.body}`)).toEqual(
      Array(loginLock.maxLoginAttempts).fill(`${unknownAnswer.status} ${unknownAnswer.body}`),
    )
    const stored = await client.findByID({
      collection: 'users',
      id: target.id,
      showHiddenFields: true,
    })
    expect(new Date(stored.lockUntil ?? 0).getTime()).toBeGreaterThan(Date.now())

    // Further attempts on either address are refused alike, even with the right password.
    const lockedNext = await login(target.email, password)
    const unknownAgain = []
    for (let attempt = 0; attempt < loginLock.maxLoginAttempts; attempt++) {
      unknownAgain.push(await login(address('nobody-else'), `guess-${attempt + 1}`))
    }
    console.log(
      `[auth] attempt ${loginLock.maxLoginAttempts + 1}: locked account ${lockedNext.status}, unknown e-mail ${unknownAgain.at(-1)?.status} (${lockedNext.response.headers.get('retry-after')} s)`,
    )
    expect(lockedNext.status).toBe(429)
    expect(`${unknownAgain.at(-1)?.status} ${unknownAgain.at(-1)?.body}`).toBe(
      `${lockedNext.status} ${lockedNext.body}`,
    )
    expect(Number(lockedNext.response.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it("normalises Payload's own locked answer, which gives the account away", async () => {
    const client = await payload()
    const locked = await createUser('locked')
    await client.db.updateOne({
      collection: 'users',
      id: locked.id,
      data: {
        loginAttempts: loginLock.maxLoginAttempts,
        lockUntil: new Date(Date.now() + 60_000).toISOString(),
      },
    })
    const unguarded = (email: string) =>
      timed(() => call('login', { email, password }, newClient(), REST_POST(config)))
    const raw = await unguarded(locked.email)
    const rawUnknown = await unguarded(address('nobody-raw'))
    const guarded = await login(locked.email, password)
    const unknown = await login(address('nobody-locked'), password)
    console.log(
      `[auth] locked account, right password: Payload alone ${raw.status} ${raw.body} in ${raw.ms.toFixed(0)} ms (unknown e-mail ${rawUnknown.ms.toFixed(0)} ms); guarded ${guarded.status} ${guarded.body} in ${guarded.ms.toFixed(0)} ms (unknown e-mail ${unknown.ms.toFixed(0)} ms)`,
    )
    expect(raw.body).toMatch(/locked/i)
    expect(`${guarded.status} ${guarded.body}`).toBe(`${unknown.status} ${unknown.body}`)
    expect(guarded.response.headers.get('set-cookie')).toBeNull()
  })

  it('limits failed sign-ins per client, however the path is spelled, and does not count successes', async () => {
    const user = await createUser('office')
    const office = newClient()
    for (let success = 0; success < 5; success++) {
      expect((await login(user.email, password, office)).status).toBe(200)
    }
    const { limit } = authLimits.loginByIp
    const failures = []
    for (let attempt = 0; attempt < limit; attempt++) {
      failures.push((await login(address(`spray-${attempt}`), 'wrong-password-1', office)).status)
    }
    expect(failures).toEqual(Array(limit).fill(401))
    const blocked = await Promise.all(
      ['login', 'LOGIN', 'login/'].map((path) =>
        timed(() => call(path, { email: user.email, password }, office)),
      ),
    )
    console.log(
      `[auth] one client: 5 sign-ins + ${limit} failures allowed; then ${blocked.map((answer) => answer.status)} (login, LOGIN, login/)`,
    )
    expect(blocked.map((answer) => answer.status)).toEqual([429, 429, 429])
    expect((await login(user.email, password)).status).toBe(200)
  })
})
