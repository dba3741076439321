import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LeadCard } from '@/components/admin/leads/LeadCard.client'
import type { LeadView } from '@/lib/leads/view'

const lead: LeadView = {
  id: 7,
  kind: 'quote',
  kindLabel: 'Quote',
  details: null,
  name: 'Pat Boater',
  email: 'pat@example.com',
  phone: null,
  message: 'Is it still available?',
  trailer: null,
  status: 'new',
  statusLabel: 'New',
  overdue: false,
  owner: { id: 1, name: 'Sam' },
  createdAt: '2025-11-18T15:00:00.000Z',
  updatedAt: '2025-11-18T15:00:00.000Z',
  firstResponseAt: null,
  textWaitingSince: null,
  unit: null,
  source: undefined,
  notification: 'sent',
  activity: [
    { at: '2025-11-18T15:00:05.000Z', by: null, kind: 'assigned', text: 'Assigned to Sam' },
    { at: '2025-11-18T15:20:00.000Z', by: null, kind: 'escalated-later', text: 'Moved on' },
    { at: '2025-11-18T15:30:00.000Z', by: 'Sam', kind: 'note', text: 'Called back' },
  ],
}

const render = (opened = false, shown: LeadView = lead) =>
  renderToStaticMarkup(
    <LeadCard lead={shown} staff={[]} me={1} onSaved={() => {}} opened={opened} />,
  )

describe('a lead card', () => {
  it("names a line nobody wrote 'by the system', a person by name, and shows kinds it does not know", () => {
    const html = render()
    expect(html).toContain('by the system: Assigned to Sam')
    expect(html).toContain('by the system: Moved on')
    expect(html).toContain('by Sam: Called back')
  })

  it("opens the timeline only on the lead a link opened, with its name reachable as focus's target", () => {
    expect(render()).not.toMatch(/<details[^>]* open/)
    const opened = render(true)
    expect(opened).toMatch(/<details[^>]* open=""/)
    expect(opened).toMatch(/<h2 [^>]*tabindex="-1"[^>]*>Pat Boater<\/h2>/)
  })

  it("marks a shopper's unanswered text, and offers no e-mail to a texter who gave none", () => {
    const texter = {
      ...lead,
      kind: 'text' as const,
      email: '12015550142@text.invalid',
      phone: '+12015550142',
      textWaitingSince: '2025-11-18T15:40:00.000Z',
    }
    const html = render(false, texter)
    expect(html).toContain('New text<span class="visually-hidden"> from the shopper')
    expect(html).not.toContain('mailto:')
    expect(html).toContain('href="tel:+12015550142"')
    expect(render()).toContain('mailto:pat@example.com')
    expect(render()).not.toContain('New text')
  })
})
