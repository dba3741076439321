import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../support/child-server'
import { startFront, type Front } from '../support/nginx-front'
import { non2xx, rollingRestart } from '../support/rolling-restart'
import { startSmtpCapture } from '../support/smtp-capture'
import { uniqueName } from './admin-helpers'
import { expect, staffCredentials, test } from './fixtures'
import { startInstance, type Instance } from './instances'
import { staffApi } from './inventory-fixtures'

/*
 * A rolling deploy behind the project's front door (ADR 0022): two instances of one build, each
 * from its own copy of it as two containers would run it, behind deploy/nginx's template; under
 * load for the whole procedure, each in turn gets SIGTERM, is started again, and the other is
 * stopped only once the first answers its health route 200. No request may fail or answer other
 * than 2xx. Before ADR 0022, nginx wrote off a stopped instance for 10 s and answered 502.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
const copiedDistDir = `${distDir}-rolling-${process.pid}`
// Cached pages (one request per half second reaches the app) and an API the front door never
// caches (every request reaches the app).
const paths = ['/', '/inventory', '/api/categories']

async function untilHealthy(origin: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${origin} not healthy within ${timeoutMs} ms`)
}

test.describe('a rolling deploy behind the front door', () => {
  test.describe.configure({ timeout: 180_000 })
  const ports: number[] = []
  const instances: (Instance | undefined)[] = []
  let front: Front
  let dir: string

  const start = (slot: number) => {
    instances[slot] = startInstance({
      port: ports[slot],
      env: { TRUSTED_PROXY_HOPS: '1', NEXT_DIST_DIR: slot === 0 ? distDir : copiedDistDir },
    })
    return untilHealthy(instances[slot].origin)
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    cpSync(distDir, copiedDistDir, {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(distDir, 'cache')),
    })
    ports.push(await freePort(), await freePort())
    await Promise.all([start(0), start(1)])
    dir = mkdtempSync(path.join(os.tmpdir(), 'rolling-deploy-'))
    front = await startFront(await freePort(), ports, dir)
  })

  test.afterAll(async () => {
    for (const instance of instances) instance?.stop()
    await Promise.all(instances.map((instance) => instance?.exited))
    await front?.stop()
    rmSync(dir, { recursive: true, force: true })
    rmSync(copiedDistDir, { recursive: true, force: true })
  })

  test('every request of a rolling restart under load answers 2xx', async () => {
    for (const pathname of paths) {
      expect((await fetch(`${front.baseUrl}${pathname}`)).status).toBe(200)
    }
    const tally = await rollingRestart(
      front.baseUrl,
      paths,
      [0, 1].map((slot) => ({
        stop: async () => {
          instances[slot]?.stop()
          await instances[slot]?.exited
        },
        start: () => start(slot),
      })),
    )
    console.log(`[rolling-deploy] ${JSON.stringify(tally)}`)
    expect(tally.requests).toBeGreaterThan(100)
    expect(tally.failed).toBe(0)
    expect(non2xx(tally)).toBe(0)
  })
})

/* Reads what the server sends on `socket` until it closes it. */
function answer(socket: Socket): Promise<string> {
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return new Promise((resolve, reject) => {
    socket.on('close', () => resolve(text))
    socket.on('error', reject)
  })
}

async function opened(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  return socket
}

test.describe('draining on SIGTERM', () => {
  test.describe.configure({ timeout: 120_000 })
  let instance: Instance | undefined

  test.afterAll(async () => {
    instance?.stop()
    await instance?.exited
  })

  test('a request in flight completes 200 while health answers 503 and new connections are refused', async () => {
    const port = await freePort()
    instance = startInstance({ port })
    await untilHealthy(instance.origin)

    // A sign-in whose body is still arriving, and a health check whose headers are, when the
    // signal comes: both are requests in flight.
    const body = JSON.stringify(staffCredentials)
    const login = await opened(port)
    const loginAnswer = answer(login)
    login.write(
      `POST /cms/api/users/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    )
    const health = await opened(port)
    const healthAnswer = answer(health)
    health.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
    await new Promise((resolve) => setTimeout(resolve, 300))

    process.kill(instance.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await expect(opened(port)).rejects.toThrow(/ECONNREFUSED/)

    health.write('\r\n')
    const healthText = await healthAnswer
    expect(healthText).toMatch(/^HTTP\/1\.1 503 /)
    expect(healthText).toMatch(/^connection: close\r$/im)
    expect(healthText).toContain('"status":"draining"')

    login.write(body.slice(10))
    const loginText = await loginAnswer
    expect(loginText).toMatch(/^HTTP\/1\.1 200 /)
    expect(loginText).toContain('"token"')

    const exitedWithin = await Promise.race([
      instance.exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 12_000)),
    ])
    expect(exitedWithin).toBe(true)
  })

  test('a lead e-mail being sent when SIGTERM arrives is finished before the exit', async ({
    playwright,
  }, testInfo) => {
    const smtp = await startSmtpCapture()
    // A slow mail server: the staff e-mail is still being handed over when the signal comes.
    smtp.state.holdDataMs = 3_000
    const port = await freePort()
    const mailing = startInstance({
      port,
      env: {
        ...smtp.env,
        QUOTE_NOTIFY_TO: 'desk@example.com',
      },
    })
    const staff = await staffApi(playwright, String(testInfo.project.use.baseURL))
    try {
      await untilHealthy(mailing.origin)
      const message = uniqueName('Drain')
      const posted = await fetch(`${mailing.origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Pat Doe', email: 'pat@example.com', message }),
      })
      expect(posted.status).toBe(201)
      await expect.poll(() => smtp.state.held, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)

      process.kill(mailing.pid, 'SIGTERM')
      await mailing.exited
      const exitedAt = Date.now()
      // The staff e-mail and the reply to the shopper (ADR 0024): every one handed over is answered.
      expect(smtp.to('desk@example.com')).toHaveLength(1)
      expect(smtp.state.answeredAt).toHaveLength(smtp.received.length)
      for (const answered of smtp.state.answeredAt) expect(answered).toBeLessThanOrEqual(exitedAt)
      const leads = await staff.get('/cms/api/quote-requests', {
        params: { 'where[message][equals]': message, depth: '0' },
      })
      const { docs } = (await leads.json()) as { docs: { notification: string }[] }
      expect(docs.map((lead) => lead.notification)).toEqual(['sent'])
    } finally {
      mailing.stop()
      await mailing.exited
      await staff.dispose()
      await smtp.close()
    }
  })
})
