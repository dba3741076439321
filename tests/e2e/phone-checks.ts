import { expect, type Locator, type Page } from '@playwright/test'

/* What every staff screen must hold on a phone: nothing scrolls sideways, and 44 px targets. */

/** How far the page scrolls sideways: 0 when it fits the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return root.scrollWidth - root.clientWidth
  })

/** The elements that reach past the viewport's right edge, to say what makes a page scroll. */
export const pastTheEdge = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`),
  )

/** Every `controls` element inside `scope` is at least 44 px tall and ends inside `width`. */
export async function expectTouchTargets(scope: Locator, controls: string, width: number) {
  for (const control of await scope.locator(controls).all()) {
    const box = (await control.boundingBox())!
    expect(box.height, 'touch target height').toBeGreaterThanOrEqual(44)
    expect(box.x + box.width, 'on screen').toBeLessThanOrEqual(width)
  }
}
