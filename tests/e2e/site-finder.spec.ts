import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const finder = (page: Page) => page.getByRole('region', { name: 'Find Your Perfect Trailer' })

const progress = (page: Page) => finder(page).getByRole('progressbar')

async function answer(page: Page, ...labels: string[]) {
  for (const label of labels) {
    await finder(page)
      .getByRole('button', { name: new RegExp(`^${label}`) })
      .click()
  }
}

const combinations = [
  {
    on: '/',
    answers: ['Pontoon / Tritoon', 'Roller', 'Saltwater'],
    to: '/trailers/pontoon#pontoon-trailers',
  },
  { on: '/trailers', answers: ['Fishing Boat', 'Bunk', 'Freshwater'], to: '/trailers/aluminum' },
  {
    on: '/trailers/venture',
    answers: ['Cruiser', 'Roller', 'Saltwater'],
    to: '/trailers/roller#roller-trailers',
  },
  {
    on: '/trailers/venture',
    answers: ['Personal Watercraft', 'Bunk', 'Freshwater'],
    to: '/trailers/pwc#pwc-trailers',
  },
  {
    on: '/trailers/venture',
    answers: ['Wakeboard / Ski Boat', 'Bunk', 'Freshwater'],
    to: '/trailers/bunk',
  },
]

for (const { on, answers, to } of combinations) {
  test(`on ${on}, ${answers.join(' + ')} leads to ${to}`, async ({ page }) => {
    await page.goto(on)
    await answer(page, ...answers)
    await page.waitForURL((url) => url.pathname + url.hash === to)
  })
}

test('advances the progress bar one step per answer and waits 500 ms before leaving', async ({
  page,
}) => {
  await page.goto('/trailers/venture')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1')
  await expect(finder(page)).toContainText('Step 1 of 3')
  await answer(page, 'Center Console')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2')
  await expect(
    finder(page).getByRole('heading', { name: 'How do you prefer to load your boat?' }),
  ).toBeFocused()
  await answer(page, 'Bunk')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3')
  // Timed in the page: from the click on the last answer to the router's history entry.
  await page.evaluate(() => {
    const timing: Record<string, number> = {}
    Object.assign(window, { finderTiming: timing })
    document.addEventListener('click', () => (timing.clicked ??= performance.now()), true)
    const pushState = history.pushState.bind(history)
    history.pushState = (...args) => {
      timing.pushed ??= performance.now()
      return pushState(...args)
    }
  })
  await answer(page, 'Saltwater')
  await expect(finder(page).getByRole('status')).toContainText(
    'Taking you to your recommended trailers',
  )
  await page.waitForURL('**/trailers/bunk')
  const { clicked, pushed } = await page.evaluate(
    () => (window as unknown as { finderTiming: Record<string, number> }).finderTiming,
  )
  expect(pushed - clicked).toBeGreaterThanOrEqual(500)
  expect(pushed - clicked).toBeLessThan(2_000)
})

test('goes back one step with Back, keeping the earlier answer marked', async ({ page }) => {
  await page.goto('/trailers/venture')
  const back = finder(page).getByRole('button', { name: 'Back' })
  await expect(back).toBeDisabled()
  await answer(page, 'Bowrider', 'Roller')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3')
  await back.click()
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2')
  await expect(finder(page).getByRole('button', { name: /^Roller/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await back.click()
  await expect(finder(page).getByRole('button', { name: /^Bowrider/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await answer(page, 'Skiff / Jon Boat', 'Bunk', 'Freshwater')
  await page.waitForURL((url) => url.pathname + url.hash === '/trailers/skiff#skiff-trailers')
})

test('Start Over returns to step one with every answer cleared', async ({ page }) => {
  await page.goto('/trailers/venture')
  await answer(page, 'Fishing Boat', 'Bunk')
  await finder(page).getByRole('button', { name: 'Start Over' }).click()
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1')
  await expect(
    finder(page).getByRole('heading', { name: 'What type of boat do you have?' }),
  ).toBeVisible()
  await expect(finder(page).locator('[aria-pressed="true"]')).toHaveCount(0)
  await answer(page, 'Cruiser', 'Bunk', 'Freshwater')
  await page.waitForURL('**/trailers/bunk')
})

test('Back after the last answer cancels the move to the recommendation', async ({ page }) => {
  await page.goto('/trailers/venture')
  await answer(page, 'Fishing Boat', 'Bunk', 'Freshwater')
  await finder(page).getByRole('button', { name: 'Back' }).click()
  await page.waitForTimeout(800)
  expect(new URL(page.url()).pathname).toBe('/trailers/venture')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3')
})

test('is usable with the keyboard alone', async ({ page }) => {
  await page.goto('/trailers/venture')
  await finder(page)
    .getByRole('button', { name: /^Fishing Boat/ })
    .focus()
  await page.keyboard.press('Enter')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2')
  await page.keyboard.press('Tab')
  await expect(finder(page).getByRole('button', { name: /^Roller/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.waitForURL('**/trailers/aluminum')
})

test('links to contact and to all trailers', async ({ page }) => {
  await page.goto('/trailers/venture')
  await expect(finder(page).getByRole('link', { name: 'Talk to our team' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(finder(page).getByRole('link', { name: 'View all trailers' })).toHaveAttribute(
    'href',
    '/trailers',
  )
})

test('/trailers/venture holds only the finder', async ({ page }) => {
  await page.goto('/trailers/venture')
  const main = page.locator('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Trailer')
  await expect(main.locator('section')).toHaveCount(1)
})

test('home links its hero button to the finder section', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Help me pick a trailer' }).click()
  await expect(page).toHaveURL(/#trailer-finder$/)
  await expect(page.locator('#trailer-finder')).toBeInViewport()
})
