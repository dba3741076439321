import type { PersonResponseStats } from '@/lib/leads/response-stats'
import type { LeadFilter } from '@/lib/leads/statuses'
import type { LeadView, Person } from '@/lib/leads/view'

/** What the Leads tab opens on: every lead, newest first. */
export const allLeads: LeadFilter = { status: 'all', owner: 'all', kind: 'all', q: '' }

/** GET /api/leads's answer: a page of the lead desk, and what the desk shows around it. */
export type LeadDesk = {
  /** One page of the matching leads; `total` match in all, over `pages` pages. */
  leads: LeadView[]
  total: number
  page: number
  pages: number
  newCount: number
  last30Days: {
    leads: number
    medianFirstResponseMinutes: number | null
    withinTargetShare: number | null
    targetMinutes: number
    byPerson: PersonResponseStats[]
  }
  staff: Person[]
  me: number
}
