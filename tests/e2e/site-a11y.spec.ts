import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'

const pages = [
  '/',
  '/trailers',
  '/trailers/venture',
  '/about',
  '/contact',
  '/contact/sent',
  '/contact/sent?error=invalid',
  '/privacy',
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of pages) {
      test(`${path} has no detectable accessibility violations and no sideways scroll`, async ({
        page,
      }) => {
        await page.goto(path)
        const { violations } = await new AxeBuilder({ page }).analyze()
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
        ).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBe(0)
      })
    }
  })
}
