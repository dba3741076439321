import { sameOrigin, uniqueName } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { leadWithMessage, postQuote, settledLead, type Lead } from './lead-fixtures'

/*
 * Against the built server (ADR 0021): a name sent with a line break is stored as one line, and
 * a staff PATCH through /cms/api changes the visitor's details but none of what the lead desk
 * records, which the desk itself still writes.
 */
const internals = ['status', 'owner', 'activity', 'firstResponseAt', 'createdAt', 'notification']
const pick = (lead: Lead) => Object.fromEntries(internals.map((key) => [key, lead[key] ?? null]))

test('a staff PATCH through /cms/api writes the visitor details only; the desk still works the lead', async ({
  page,
}) => {
  await signInAsStaff(page)
  const message = uniqueName('Internals')
  expect(
    await postQuote({ name: 'Pat\r\nForged-Line: yes', email: 'pat@example.com', message }),
  ).toBe(201)
  const lead = await settledLead(page.request, message)
  try {
    expect(lead.name).toBe('Pat Forged-Line: yes')

    const forged = await page.request.patch(`/cms/api/quote-requests/${lead.id}`, {
      headers: sameOrigin,
      data: {
        phone: '(410) 555-0199',
        status: 'won',
        activity: [{ at: '2020-01-01T00:00:00.000Z', kind: 'note', text: 'Forged note' }],
        firstResponseAt: '2020-01-01T00:01:00.000Z',
        createdAt: '2020-01-01T00:00:00.000Z',
        notification: 'sent',
      },
    })
    expect(forged.status()).toBe(200)
    const after = await leadWithMessage(page.request, message)
    expect(after.phone).toBe('(410) 555-0199')
    expect(pick(after)).toEqual(pick(lead))

    const desk = await page.request.patch(`/api/leads/${lead.id}`, {
      headers: sameOrigin,
      data: { status: 'contacted' },
    })
    expect(desk.status()).toBe(200)
    const worked = await leadWithMessage(page.request, message)
    expect(worked.status).toBe('contacted')
    expect(worked.firstResponseAt).toBeTruthy()
    const staffLines = (worked.activity as { by: unknown }[]).filter((line) => line.by !== null)
    expect(staffLines).toHaveLength(1)
  } finally {
    await page.request.delete(`/cms/api/quote-requests/${lead.id}`, { headers: sameOrigin })
  }
})
