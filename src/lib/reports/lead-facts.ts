import type { OwnedLead } from '@/lib/leads/response-stats'
import { personName } from '@/lib/leads/view'

/** A lead as every report reads it (src/server/database/reports.ts). */
export type LeadFact = {
  id: number
  /** Null for a lead stored before kinds: a quote (src/lib/leads/kinds.ts). */
  kind: string | null
  status: string
  createdAt: string
  firstResponseAt: string | null
  owner: { id: number; firstName: string | null; email: string } | null
  utmSource: string | null
  referrer: string | null
}

/** The leads somebody owns, as the response-time figures take them. */
export const ownedLeads = (facts: readonly LeadFact[]): OwnedLead[] =>
  facts.flatMap((fact) =>
    fact.owner
      ? [
          {
            owner: { id: fact.owner.id, name: personName(fact.owner) },
            createdAt: fact.createdAt,
            firstResponseAt: fact.firstResponseAt,
          },
        ]
      : [],
  )
