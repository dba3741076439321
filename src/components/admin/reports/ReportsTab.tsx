import type { Payload } from 'payload'

import { ReportsPanel } from '@/components/admin/reports/ReportsPanel'
import { periodOf, periodQueryFrom, type PeriodQuery } from '@/lib/reports/period'
import type { User } from '@/payload-types'
import { getInventoryList } from '@/server/inventory/page-reads'
import { buildReport } from '@/server/reports/report'

type Props = { payload: Payload; user: User; params: URLSearchParams }

const defaultQuery: PeriodQuery = { period: '4w' }

/** The Reports tab for the period the address asks for; a period it cannot read says why. */
export async function ReportsTab({ payload, user, params }: Props) {
  const parsed = periodQueryFrom(params)
  const query = parsed.success ? parsed.data : defaultQuery
  const report = await buildReport(payload, user, periodOf(query, new Date()), getInventoryList)
  return (
    <ReportsPanel
      report={report}
      query={query}
      problem={parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Unreadable period.')}
    />
  )
}
