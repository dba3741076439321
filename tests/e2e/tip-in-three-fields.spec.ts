import { expect, signInAsEditor, test } from './fixtures'

/*
 * A new tip from three fields (issue 52 item 3), as an editor in the CMS against the built
 * server: title, excerpt and body alone publish a guide at the address made from the title, with
 * its read time counted from the body, the Site settings call to action and search texts taken
 * from the title and excerpt; a picture from the media library shows on its card and page.
 */
test('a tip with only a title, an excerpt and a body is published at its own address', async ({
  page,
  baseURL,
  playwright,
}) => {
  const title = `Spring Launch Checklist ${process.pid}`
  const slug = `spring-launch-checklist-${process.pid}`
  await signInAsEditor(page)
  await page.goto('/cms/collections/tips/create')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-excerpt').fill('Five checks before the first launch of the year.')
  await page.locator('.rich-text-lexical [contenteditable="true"]').click()
  // 221 words: a two-minute read at 200 a minute.
  const checks = 'Check the tires, the bearings, the lights, the winch strap and the chains.'
  await page.keyboard.insertText(Array.from({ length: 17 }, () => checks).join(' '))
  await expect(
    page.getByText('Empty texts are taken from the page’s title and excerpt.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('#field-slug')).toHaveValue(slug)

  const visitor = await playwright.request.newContext({ baseURL })
  const made = await page.request.get(`/cms/api/tips?where[slug][equals]=${slug}&depth=0`)
  const tip = ((await made.json()) as { docs: { id: number; readTime: number }[] }).docs[0]
  try {
    expect(tip.readTime).toBe(2)
    const html = await (await visitor.get(`/tips/${slug}`)).text()
    expect(html).toContain(`<h1>${title}</h1>`)
    expect(html).toContain('2 min read')
    expect(html).toContain('Get Expert Help')
    expect(html).toMatch(/<meta name="description" content="Five checks before the first launch/)

    // A picture of its own, from the media library, on its card and at the top of the guide.
    const media = await page.request.get('/cms/api/media?where[mimeType][contains]=image&limit=1')
    const picture = ((await media.json()) as { docs: { id: number; alt: string }[] }).docs[0]
    const withPicture = await page.request.patch(`/cms/api/tips/${tip.id}`, {
      data: { image: picture.id },
      headers: { Origin: new URL(baseURL ?? '').origin },
    })
    expect(withPicture.ok(), await withPicture.text()).toBe(true)
    await page.goto(`/tips/${slug}`)
    await expect(page.getByRole('img', { name: picture.alt })).toBeVisible()
    await page.goto('/tips')
    const card = page.getByRole('article').filter({ hasText: title })
    await expect(card.locator('img')).toBeVisible()
  } finally {
    await page.request.delete(`/cms/api/tips/${tip.id}`, {
      headers: { Origin: new URL(baseURL ?? '').origin },
    })
  }
})
