import { expect, test } from './fixtures'

/*
 * The public pages fetch no script until they have loaded, so nothing competes with their largest
 * image or text (src/server/front-door/pipeline/scripts.mjs); then the islands work as before. What this
 * buys is measured by `npm run bench` (LCP beside the page without scripts), not here.
 */
// /inventory?q=… is rendered through src/proxy.ts's rewrite, which once went through server.mjs twice.
for (const path of ['/', '/inventory', '/inventory?q=bunk', '/contact']) {
  test(`${path} requests its scripts only after the load event, then runs them`, async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url())
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      return { loaded: navigation!.loadEventEnd, starts: scripts.map((entry) => entry.startTime) }
    })
    expect(requested.length).toBeGreaterThan(0)
    expect(timing.starts).toHaveLength(requested.length)
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loaded)
    expect(await page.evaluate(() => 'next' in window)).toBe(true)
  })
}

test('staff pages keep their scripts as Next wrote them', async ({ request }) => {
  const html = await (await request.get('/admin')).text()
  expect(html).toMatch(/<script src="\/_next\/[^"]+" async="">/)
  expect(html).not.toContain('x-after-load')
})
