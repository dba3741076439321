import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

/*
 * End-to-end tests drive Debian's Chromium against the production build (`next build` first),
 * started here on a database prepared by scripts/run.ts (see `npm run test:e2e`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node server.mjs -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NEXT_PUBLIC_SITE_URL: baseURL },
    stdout: 'pipe',
  },
})
