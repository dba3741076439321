import { toCsv } from '@/lib/csv/write'
import type { LeadView } from '@/lib/leads/view'

const columns: [string, (lead: LeadView) => string | null | undefined][] = [
  ['Received', (lead) => lead.createdAt],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Status', (lead) => lead.statusLabel],
  ['Overdue', (lead) => (lead.overdue ? 'yes' : '')],
  ['Owner', (lead) => lead.owner?.name],
  ['First response', (lead) => lead.firstResponseAt],
  ['Trailer', (lead) => lead.unit?.name ?? lead.trailer],
  ['Message', (lead) => lead.message],
  ['Page', (lead) => lead.source?.page],
  ['Referrer', (lead) => lead.source?.referrer],
  ['utm_source', (lead) => lead.source?.utmSource],
  ['utm_medium', (lead) => lead.source?.utmMedium],
  ['utm_campaign', (lead) => lead.source?.utmCampaign],
  // Last, so a sheet made from the columns before kinds still lines up.
  ['Kind', (lead) => lead.kindLabel],
]

export const leadsCsv = (leads: LeadView[]): string =>
  toCsv(
    columns.map(([title]) => title),
    leads.map((lead) => columns.map(([, get]) => get(lead))),
  )
