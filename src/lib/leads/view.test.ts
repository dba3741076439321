import { describe, expect, it } from 'vitest'

import { toLeadView } from '@/lib/leads/view'
import type { Lead } from '@/payload-types'

const lead = {
  id: 7,
  name: 'Ann Lee',
  email: 'ann@example.com',
  message: 'Is it still there?',
  status: 'new',
  createdAt: '2025-11-18T15:00:00.000Z',
  updatedAt: '2025-11-18T15:00:00.000Z',
  owner: { id: 3, email: 'sam@example.com', firstName: null },
  activity: [{ at: '2025-11-18T15:05:00.000Z', by: 3, kind: 'note', text: 'Called' }],
} as unknown as Lead

// Tuesday 18 November 2025, open all day every day: only the target decides.
const clock = {
  targetMinutes: 120,
  hours: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: 0, closes: 1440 }],
}

describe('the lead desk view of a lead', () => {
  it('names the owner by e-mail when no first name is set, and a by-id activity line by nobody', () => {
    const view = toLeadView(lead, clock, new Date('2025-11-18T16:00:00Z'))
    expect(view.owner).toEqual({ id: 3, name: 'sam@example.com' })
    expect(view.activity).toEqual([
      { at: '2025-11-18T15:05:00.000Z', by: null, kind: 'note', text: 'Called' },
    ])
    expect(view.statusLabel).toBe('New')
    expect(view).toMatchObject({ phone: null, trailer: null, unit: null, notification: null })
  })

  it('is overdue once the target has passed unanswered', () => {
    expect(toLeadView(lead, clock, new Date('2025-11-18T16:59:00Z')).overdue).toBe(false)
    expect(toLeadView(lead, clock, new Date('2025-11-18T17:01:00Z')).overdue).toBe(true)
  })
})
