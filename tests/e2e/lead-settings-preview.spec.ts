import { expect, signInAsStaff, test } from './fixtures'

/*
 * The reply's preview in Lead settings (ADR 0024): as an admin edits the subject, the opening and
 * the signature, the preview shows the reply a shopper would get, text and HTML parts, before
 * anything is saved.
 */
// The automated browser injects a script into every frame it loads; the preview's sandbox, which
// lets no script run, refuses it each time the frame reloads as the admin types.
test.use({ allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc'/] })

test('Lead settings preview the reply, text and HTML parts, as the admin types', async ({
  page,
}) => {
  await signInAsStaff(page)
  await page.goto('/cms/globals/lead-settings')
  const preview = page.getByRole('region', { name: 'Preview of the reply' })
  await expect(preview).toBeVisible({ timeout: 30_000 })

  await page.getByLabel('Subject of the reply').fill('Thanks from the lot')
  await page.getByLabel('Opening paragraph').fill('We saw your question about a trailer.')
  await page.getByLabel('Signature').fill('Jo, on the lot')

  await expect(preview.locator('p', { hasText: 'Subject:' })).toHaveText(
    'Subject: Thanks from the lot',
  )
  const text = preview.locator('pre')
  await expect(text).toContainText('Hi Pat Boater,')
  await expect(text).toContainText('We saw your question about a trailer.')
  await expect(text).toContainText('Sam will contact you by 10:15 AM Saturday.')
  await expect(text).toContainText('Jo, on the lot')

  // The HTML part as its sandboxed frame holds it (the test's own scripts may not run inside).
  const html = preview.getByTitle("The reply's HTML part, as a mail program shows it")
  await expect(html).toBeVisible()
  await expect(html).toHaveAttribute('sandbox', '')
  await expect(html).toHaveAttribute('srcdoc', /<p>We saw your question about a trailer\.<\/p>/)
  await expect(html).toHaveAttribute(
    'srcdoc',
    /You asked about: <a href="[^"]+">2025 Tandem Axle Aluminum Bunk 22<\/a>/,
  )
  await expect(html).toHaveAttribute('srcdoc', /<p>Jo, on the lot<\/p>/)
})
