import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

// A stand-in build: server.mjs only looks for BUILD_ID before it reads the environment.
const distDir = mkdtempSync(path.join(tmpdir(), 'env-schema-'))
writeFileSync(path.join(distDir, 'BUILD_ID'), 'test')
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const startServer = (environment: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['server.mjs', '-p', '0'],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          NEXT_DIST_DIR: distDir,
          DATABASE_URL: 'postgres://u@127.0.0.1:1/none',
          PAYLOAD_SECRET: 'x'.repeat(16),
          ...environment,
        },
        timeout: 20_000,
      },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    )
  })

describe('server.mjs and env.ts read one schema', () => {
  it('refuses to start with a GA id the schema refuses, with the schema message', async () => {
    const { code, stderr } = await startServer({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-1"><script>' })
    expect(code).toBe(1)
    expect(stderr).toContain('NEXT_PUBLIC_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX')
  }, 30_000)

  it('refuses to start with a site URL that is not a URL', async () => {
    const { code, stderr } = await startServer({ NEXT_PUBLIC_SITE_URL: 'edgewater' })
    expect(code).toBe(1)
    expect(stderr).toContain('NEXT_PUBLIC_SITE_URL')
  }, 30_000)

  it('refuses to start with a Stripe secret key but no webhook secret', async () => {
    const { code, stderr } = await startServer({ STRIPE_SECRET_KEY: 'sk_test_x' })
    expect(code).toBe(1)
    expect(stderr).toContain('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together')
  }, 30_000)
})
