import { expect, signInAsEditor, test } from './fixtures'

/*
 * History that reads (issue 52 item 7), as an editor in the CMS against the built server: a
 * version opens compared with the published one (Payload compares with the version before it),
 * the list of versions names who saved each, and a restore asks first and becomes a new version.
 */
test('a version is compared with the published one, the list names who saved, and a restore asks first', async ({
  page,
  baseURL,
}) => {
  const write = { headers: { Origin: new URL(baseURL ?? '').origin } }
  const title = (n: number) => `History Check ${n} ${process.pid}`
  await signInAsEditor(page)
  const seeded = await page.request.get(
    '/cms/api/tips?where[slug][equals]=check-tire-pressure-monthly&depth=0',
    write,
  )
  const [source] = ((await seeded.json()) as { docs: Record<string, unknown>[] }).docs
  const made = await page.request.post('/cms/api/tips', {
    data: {
      title: title(0),
      slug: `history-check-${process.pid}`,
      excerpt: source.excerpt,
      body: source.body,
      _status: 'published',
    },
    ...write,
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const versions = async () => {
    const listed = await page.request.get(
      `/cms/api/tips/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0`,
      write,
    )
    return ((await listed.json()) as { docs: { id: string }[] }).docs
  }

  try {
    for (const n of [1, 2]) {
      const draft = await page.request.patch(`/cms/api/tips/${id}?draft=true`, {
        data: { title: title(n) },
        ...write,
      })
      expect(draft.ok(), await draft.text()).toBe(true)
    }
    // Every version here was saved by the tests' editor, Erin: the column says so by name.
    await page.goto(`/cms/collections/tips/${id}/versions`)
    const table = page.locator('.versions table')
    await expect(table.getByRole('columnheader', { name: 'Saved by' })).toBeVisible()
    const savedBy = table.locator('tbody tr td:last-child')
    await expect(savedBy).toHaveCount(3)
    await expect(savedBy).toHaveText(['Erin', 'Erin', 'Erin'])

    const [newest] = await versions()
    await page.goto(`/cms/collections/tips/${id}/versions/${newest.id}`)
    const diff = page.locator('main, .render-field-diffs, body').first()
    await expect(page.getByText('Currently Published').first()).toBeVisible()
    await expect(diff).toContainText(title(0))
    await expect(diff).toContainText(title(2))
    await expect(diff).not.toContainText(title(1))

    const before = (await versions()).length
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await expect(page.getByText('You are about to restore this Tip')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(async () => (await versions()).length).toBe(before + 1)
  } finally {
    await page.request.delete(`/cms/api/tips/${id}?trash=true`, write)
  }
})
