import { afterAll, describe, expect, it, vi } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'

/*
 * Password reset through the real /cms/api route: forgot-password answers every address alike and
 * mails only accounts, floods are refused, bad tokens change nothing. Real mail goes to a local
 * SMTP server, configured before the app modules load (they read the environment once).
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)

const { authLimits } = await import('@/server/auth/cms-auth-guard')
const {
  address,
  callAuth: call,
  createUser,
  login,
  newClient,
  password,
  timed,
} = await import('./helpers/auth-calls')
const { payload } = await import('./helpers/requests')

afterAll(() => smtp.close())

describe('password reset mails tell nobody which e-mails have accounts', () => {
  const forgot = (email: string, client = newClient()) =>
    timed(() => call('forgot-password', { email }, client))
  // The mail goes out after the answer; quoted-printable wraps the link.
  const resetLinks = async (email: string, count: number) => {
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(count), { timeout: 5_000 })
    return smtp.to(email).map((mail) => mail.data.replace(/=\r\n/g, ''))
  }

  it('answers a known and an unknown address alike, in about the same time, and mails only the known one', async () => {
    const known = await createUser('forgot')
    const unknownEmail = address('forgot-nobody')
    const knownAnswer = await forgot(known.email)
    const unknownAnswer = await forgot(unknownEmail)
    const [mail] = await resetLinks(known.email, 1)
    console.log(
      `[auth] forgot-password: known ${knownAnswer.status} ${knownAnswer.body} in ${knownAnswer.ms.toFixed(0)} ms, unknown ${unknownAnswer.status} ${unknownAnswer.body} in ${unknownAnswer.ms.toFixed(0)} ms; mails: known ${smtp.to(known.email).length}, unknown ${smtp.to(unknownEmail).length}`,
    )
    expect(knownAnswer.status).toBe(200)
    expect(`${unknownAnswer.status} ${unknownAnswer.body}`).toBe(
      `${knownAnswer.status} ${knownAnswer.body}`,
    )
    expect(mail).toMatch(/\/cms\/reset\/[0-9a-f]{40}/)
    expect(smtp.to(unknownEmail)).toHaveLength(0)
  })

  it('gives the same answer when the mail server refuses a known address', async () => {
    const known = await createUser('forgot-mail-down')
    smtp.state.rejectRecipients = true
    try {
      const knownAnswer = await forgot(known.email)
      const unknownAnswer = await forgot(address('forgot-mail-down-nobody'))
      expect(`${knownAnswer.status} ${knownAnswer.body}`).toBe(
        `${unknownAnswer.status} ${unknownAnswer.body}`,
      )
    } finally {
      // Let the refused delivery finish before other tests expect mail again.
      await new Promise((resolve) => setTimeout(resolve, 500))
      smtp.state.rejectRecipients = false
    }
  })

  it('stops a flood of reset mails to one inbox, known or not, and from one client', async () => {
    const staff = await createUser('inbox')
    const perEmail = async (email: string) => {
      const answers = []
      const client = newClient()
      for (let request = 0; request <= authLimits.forgotByAccountAndIp.limit + 1; request++) {
        answers.push(await forgot(email, client))
      }
      return answers
    }
    const known = await perEmail(staff.email)
    const unknown = await perEmail(address('inbox-nobody'))
    const flooder = newClient()
    const fromOneClient = []
    for (let request = 0; request < authLimits.forgotByIp.limit + 2; request++) {
      fromOneClient.push((await forgot(address(`flood-${request}`), flooder)).status)
    }
    await resetLinks(staff.email, 1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    console.log(
      `[auth] ${known.length} reset requests per address: known ${known.map((a) => a.status)}, unknown ${unknown.map((a) => a.status)}; mails to the known inbox: ${smtp.to(staff.email).length}; ${fromOneClient.length} from one client: ${fromOneClient}`,
    )
    expect(known.map((answer) => `${answer.status} ${answer.body}`)).toEqual(
      unknown.map((answer) => `${answer.status} ${answer.body}`),
    )
    expect(known.map((answer) => answer.status)).toEqual([
      ...Array(authLimits.forgotByAccountAndIp.limit).fill(200),
      429,
      429,
    ])
    expect(smtp.to(staff.email)).toHaveLength(1)
    expect(fromOneClient).toEqual([...Array(authLimits.forgotByIp.limit).fill(200), 429, 429])
  })

  it("leaves the owner's reset from another client working after a flood from one client", async () => {
    const staff = await createUser('reset-elsewhere')
    const flooder = newClient()
    const { limit } = authLimits.forgotByAccountAndIp
    const flood = []
    for (let request = 0; request <= limit; request++) {
      flood.push((await forgot(staff.email, flooder)).status)
    }
    const owner = await forgot(staff.email)
    console.log(
      `[auth] ${flood.length} reset requests from one client: ${flood}; then the owner's: ${owner.status}`,
    )
    expect(flood).toEqual([...Array(limit).fill(200), 429])
    expect(owner.status).toBe(200)
  })
})

describe('password reset itself', () => {
  it('refuses a bogus or expired token with a 4xx and leaves the password alone', async () => {
    const client = await payload()
    const user = await createUser('reset')
    const token = await client.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    await client.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1_000).toISOString() },
    })
    const bogus = await timed(() =>
      call('reset-password', { token: 'f'.repeat(40), password: 'new-password-1' }, newClient()),
    )
    const expired = await timed(() =>
      call('reset-password', { token, password: 'new-password-1' }, newClient()),
    )
    console.log(
      `[auth] reset-password: bogus ${bogus.status}, expired ${expired.status} ${expired.body}`,
    )
    expect(bogus.status).toBeGreaterThanOrEqual(400)
    expect(bogus.status).toBeLessThan(500)
    expect(`${expired.status} ${expired.body}`).toBe(`${bogus.status} ${bogus.body}`)
    await expect(
      client.login({ collection: 'users', data: { email: user.email, password } }),
    ).resolves.toMatchObject({ user: { email: user.email } })
  })

  it('resets with a fresh token and limits failed resets per client', async () => {
    const client = await payload()
    const user = await createUser('reset-ok')
    const token = await client.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const guesser = newClient()
    const { limit } = authLimits.resetByIp
    const guesses = []
    for (let guess = 0; guess <= limit; guess++) {
      const body = { token: guess.toString(16).padStart(40, '0'), password: 'new-password-1' }
      guesses.push((await call('reset-password', body, guesser)).status)
    }
    console.log(`[auth] ${guesses.length} token guesses from one client: ${guesses}`)
    expect(guesses).toEqual([...Array(limit).fill(403), 429])
    const reset = await call('reset-password', { token, password: 'new-password-1' }, newClient())
    expect(reset.status).toBe(200)
    expect((await login(user.email, 'new-password-1')).status).toBe(200)
  })
})

describe('other auth endpoints', () => {
  it('refuses first-register once accounts exist and creates nobody', async () => {
    const client = await payload()
    const before = await client.count({ collection: 'users' })
    const response = await call(
      'first-register',
      { email: address('usurper'), password, role: 'admin' },
      newClient(),
    )
    expect(response.status).toBe(403)
    expect(await client.count({ collection: 'users' })).toEqual(before)
  })
})
