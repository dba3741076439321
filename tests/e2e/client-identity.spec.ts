import { postQuoteFrom } from '../support/post-quote'
import { expect, test } from './fixtures'

/*
 * ADR 0009: the quote limit (5 stored requests per client and 10 minutes) keys on the address the
 * connection comes from. The server under test runs with no trusted proxy, so what a client
 * writes in X-Real-IP or X-Forwarded-For must not make it a new client. Two loopback addresses
 * are two clients of this machine, apart from the other tests' 127.0.0.1 (and new ones on a
 * retry, whose limits start afresh).
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const network = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const [firstClient, secondClient] = [`${network}.2`, `${network}.3`]

const postQuote = (from: string, headers: Record<string, string>) =>
  postQuoteFrom(
    `http://127.0.0.1:${port}`,
    from,
    {
      name: 'Pat Spoofer',
      email: 'pat@example.com',
      phone: '410-555-0100',
      message: 'Checking the limits.',
    },
    headers,
  )

test('invented X-Real-IP and X-Forwarded-For headers never buy a client a fresh quote limit', async () => {
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 8; attempt++) {
    const invented = `203.0.113.${attempt}`
    statuses.push(
      await postQuote(firstClient, { 'x-real-ip': invented, 'x-forwarded-for': invented }),
    )
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(5)
  expect(statuses.slice(5)).toEqual([429, 429, 429])

  // Another machine is another client: its own limit, untouched by the first one's.
  expect(await postQuote(secondClient, {})).toBe(201)
})
