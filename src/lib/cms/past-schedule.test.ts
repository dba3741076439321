import { describe, expect, it } from 'vitest'

import { pastScheduleMessage, refusePastSchedule } from '@/lib/cms/past-schedule'

const now = new Date('2026-03-20T05:59:00Z')
const schedule = (date: unknown) => ({ name: 'schedule-publish', args: { type: 'publish', date } })

describe('a scheduled publish or unpublish', () => {
  it('is refused with a clear message when its time has passed, or is now', () => {
    for (const date of ['2026-03-20T05:58:59Z', now.toISOString(), new Date(0)]) {
      expect(refusePastSchedule(schedule(date), now)).toEqual({ error: pastScheduleMessage })
    }
  })

  it('is refused without a readable date', () => {
    for (const date of [undefined, 'tomorrow at six', null]) {
      expect(refusePastSchedule(schedule(date), now)).toEqual({ error: pastScheduleMessage })
    }
  })

  it('is taken for any time in the future', () => {
    expect(refusePastSchedule(schedule('2026-03-20T06:00:00Z'), now)).toBeNull()
  })

  it('leaves the deletion of a scheduled event and every other CMS call alone', () => {
    expect(refusePastSchedule({ name: 'schedule-publish', args: { deleteID: 7 } }, now)).toBeNull()
    expect(refusePastSchedule({ name: 'form-state', args: { date: '2000-01-01' } }, now)).toBeNull()
  })
})
