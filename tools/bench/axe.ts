import AxeBuilder from '@axe-core/playwright'
import { chromium, type BrowserContext } from '@playwright/test'

import type { AxePage, StageError } from './results'

import { chromiumFlags, chromiumPath } from '../../tests/support/chromium'
import { staffCredentials } from './staff-api'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function audit(context: BrowserContext, url: string): Promise<AxePage['violations']> {
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    // Client-loaded content (the admin panel's list) settles after load.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.length,
    }))
  } finally {
    await page.close()
  }
}

/** axe-core (WCAG 2.2 AA tags) on each public page, then on /admin signed in as staff. */
export async function runAxe(
  baseUrl: string,
  paths: string[],
): Promise<{ pages: AxePage[]; errors: StageError[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const pages: AxePage[] = []
  const errors: StageError[] = []
  const measure = async (context: BrowserContext, pagePath: string) => {
    try {
      pages.push({ path: pagePath, violations: await audit(context, `${baseUrl}${pagePath}`) })
    } catch (error) {
      errors.push({ stage: 'axe', subject: pagePath, message: String(error) })
    }
  }
  try {
    const visitor = await browser.newContext({ baseURL: baseUrl })
    for (const pagePath of paths) await measure(visitor, pagePath)
    const staff = await browser.newContext({ baseURL: baseUrl })
    const login = await staff.request.post('/cms/api/users/login', { data: staffCredentials })
    if (login.ok()) await measure(staff, '/admin')
    else errors.push({ stage: 'axe', subject: '/admin', message: `login ${login.status()}` })
  } finally {
    await browser.close()
  }
  return { pages, errors }
}
