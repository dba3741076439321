import { expect, signInAsEditor, test } from './fixtures'

/*
 * The live preview follows (issue 52 item 1), as an editor against the built server: beside the
 * edit screen, each saved draft shows within 2 s of its save, without reloading anything.
 */
const slug = 'winterizing-trailer'

test('the live preview shows each saved draft within 2 s of its save', async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page)
  const found = await page.request.get(`/cms/api/tips?where[slug][equals]=${slug}&depth=0`)
  const tip = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
  const heading = page
    .frameLocator('.live-preview-window iframe')
    .getByRole('heading', { level: 1 })
  try {
    await page.goto(`/cms/collections/tips/${tip.id}`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    await expect(heading).toHaveText(tip.title)
    for (const title of ['Winter Storage, First Draft', 'Winter Storage, Second Draft']) {
      await page.locator('#field-title').fill(title)
      await page.getByRole('button', { name: 'Save Draft' }).click()
      await expect(heading).toHaveText(title, { timeout: 2_000 })
    }
  } finally {
    const restored = await page.request.patch(`/cms/api/tips/${tip.id}`, {
      data: { title: tip.title, _status: 'published' },
      headers: { Origin: new URL(baseURL ?? '').origin },
    })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
})
