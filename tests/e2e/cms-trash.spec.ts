import { expect, signInAsEditor, test } from './fixtures'

/*
 * Undo a delete (issue 52 item 8), as an editor in the CMS against the built server: a published
 * tip deleted from its edit screen goes to the trash and off the public site, and is restored from
 * the trash, published again, at the same address.
 */
test('a deleted tip is restored from the trash', async ({ page, baseURL, playwright }) => {
  const write = { headers: { Origin: new URL(baseURL ?? '').origin } }
  const title = `Winter Storage Checklist ${process.pid}`
  const slug = `winter-storage-checklist-${process.pid}`
  await signInAsEditor(page)
  const seeded = await page.request.get(
    '/cms/api/tips?where[slug][equals]=check-tire-pressure-monthly&depth=0',
  )
  const [source] = ((await seeded.json()) as { docs: Record<string, unknown>[] }).docs
  const made = await page.request.post('/cms/api/tips', {
    data: { title, slug, excerpt: source.excerpt, body: source.body, _status: 'published' },
    ...write,
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const visitor = await playwright.request.newContext({ baseURL })
  const status = async () => (await visitor.get(`/tips/${slug}`)).status()

  try {
    expect(await status()).toBe(200)
    await page.goto(`/cms/collections/tips/${id}`)
    await page.locator('.doc-controls__popup button').first().click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('to the trash. Are you sure?')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/cms\/collections\/tips(\?|$)/)
    await expect.poll(status, { timeout: 2000 }).toBe(404)

    await page.goto('/cms/collections/tips/trash')
    await page.getByRole('row', { name: title }).getByRole('link').first().click()
    await expect(page.getByText('This Tip is trashed and is read-only.')).toBeVisible()
    await page.getByRole('button', { name: 'Restore' }).click()
    await page.getByText('Restore as published version').click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText(`"${title}" successfully restored`)).toBeVisible()
    await expect.poll(status, { timeout: 2000 }).toBe(200)
  } finally {
    await page.request.delete(`/cms/api/tips/${id}?trash=true`, write)
  }
})
