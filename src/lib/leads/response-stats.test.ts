import { describe, expect, it } from 'vitest'

import { median, responseStatsByPerson, type OwnedLead } from '@/lib/leads/response-stats'
import type { LeadClock } from '@/lib/leads/view'
import { readOpeningHours } from '@/lib/opening-hours'
import { siteSettingsSeed } from '@/seed/site'

// The seeded hours (weekdays 8 to 6, Saturday 9 to 4, Sunday closed) and a 2 h target.
const clock: LeadClock = {
  targetMinutes: 120,
  hours: readOpeningHours(siteSettingsSeed.hours).spans,
}
const sam = { id: 1, name: 'Sam' }
const alex = { id: 2, name: 'Alex' }

// Tuesday 18 November 2025, 10:00 AM in Edgewater (EST, UTC-5), plus minutes.
const tuesday = (minutes: number) => new Date(Date.UTC(2025, 10, 18, 15, minutes)).toISOString()
const lead = (owner: OwnedLead['owner'], created: string, answered: string | null): OwnedLead => ({
  owner,
  createdAt: created,
  firstResponseAt: answered,
})

describe('who answers how fast', () => {
  it('gives each owner their leads, median business minutes and shares, by name', () => {
    const rows = responseStatsByPerson(
      [
        lead(sam, tuesday(0), tuesday(5)),
        lead(sam, tuesday(0), tuesday(20)),
        lead(sam, tuesday(0), tuesday(180)),
        lead(alex, tuesday(0), tuesday(15)),
      ],
      clock,
    )
    expect(rows).toEqual([
      {
        person: alex,
        leads: 1,
        answered: 1,
        medianBusinessMinutes: 15,
        p90BusinessMinutes: 15,
        within15Share: 1,
        withinTargetShare: 1,
      },
      {
        person: sam,
        leads: 3,
        answered: 3,
        medianBusinessMinutes: 20,
        // The 90th percentile of 5, 20 and 180 lies 0.8 of the way from 20 to 180.
        p90BusinessMinutes: 148,
        within15Share: 1 / 3,
        withinTargetShare: 2 / 3,
      },
    ])
  })

  it('counts an unanswered lead as within neither, and leaves it out of the median', () => {
    const [row] = responseStatsByPerson(
      [lead(sam, tuesday(0), tuesday(10)), lead(sam, tuesday(0), null)],
      clock,
    )
    expect(row).toMatchObject({
      leads: 2,
      answered: 1,
      medianBusinessMinutes: 10,
      within15Share: 0.5,
      withinTargetShare: 0.5,
    })
    const [waiting] = responseStatsByPerson([lead(alex, tuesday(0), null)], clock)
    expect(waiting).toMatchObject({ medianBusinessMinutes: null, within15Share: 0 })
  })

  it('counts business minutes: a 5:50 PM Friday lead answered at 9:04 AM Saturday took 14', () => {
    const [row] = responseStatsByPerson(
      [lead(sam, '2025-11-14T22:50:00Z', '2025-11-15T14:04:00Z')],
      clock,
    )
    expect(row).toMatchObject({ medianBusinessMinutes: 14, within15Share: 1, withinTargetShare: 1 })
  })

  it('is within the target up to the target in business minutes, not after', () => {
    const [onTime] = responseStatsByPerson([lead(sam, tuesday(0), tuesday(120))], clock)
    const [late] = responseStatsByPerson([lead(sam, tuesday(0), tuesday(121))], clock)
    expect(onTime!.withinTargetShare).toBe(1)
    expect(late!.withinTargetShare).toBe(0)
    // 5:00 PM Friday to 10:05 AM Saturday: 60 + 65 open minutes, past a 2 h target.
    const [overnight] = responseStatsByPerson(
      [lead(sam, '2025-11-14T22:00:00Z', '2025-11-15T15:05:00Z')],
      clock,
    )
    expect(overnight).toMatchObject({ medianBusinessMinutes: 125, withinTargetShare: 0 })
  })

  it('takes the middle of an even count as the mean of the two middle values', () => {
    expect(median([30, 10, 20, 40])).toBe(25)
    expect(median([])).toBeNull()
  })
})
