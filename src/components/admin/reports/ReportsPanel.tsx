import { ReportSection } from '@/components/admin/reports/ReportSection'
import panel from '@/components/admin/StaffPanel.module.css'
import { dayOf } from '@/lib/reports/leads'
import { periodKinds, periodLabels, periodSearch, type PeriodQuery } from '@/lib/reports/period'
import type { Report } from '@/server/reports/report'

import styles from './Reports.module.css'

type Props = { report: Report; query: PeriodQuery; problem: string | null }

const lastDay = (to: Date) => dayOf(new Date(to.getTime() - 1))

/**
 * The staff panel's Reports tab (issue 54): a plain GET form for the period, then a section per
 * dataset. Server-rendered SVG, no script.
 */
export function ReportsPanel({ report, query, problem }: Props) {
  const { period } = report
  const search = periodSearch(query)
  return (
    <section className={panel.panel} aria-labelledby="reports-heading">
      <div className={panel.panelHead}>
        <h1 id="reports-heading">Reports</h1>
      </div>
      <form className={styles.period} method="get" action="/admin">
        <input type="hidden" name="tab" value="reports" />
        <div>
          <label htmlFor="report-period">Period</label>
          <select id="report-period" name="period" defaultValue={query.period}>
            {periodKinds.map((kind) => (
              <option key={kind} value={kind}>
                {periodLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="report-from">From (for dates)</label>
          <input id="report-from" type="date" name="from" defaultValue={query.from ?? ''} />
        </div>
        <div>
          <label htmlFor="report-to">To (for dates)</label>
          <input id="report-to" type="date" name="to" defaultValue={query.to ?? ''} />
        </div>
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </form>
      {problem && (
        <p className={styles.error} role="alert">
          {problem} Showing the last 4 weeks.
        </p>
      )}
      <p className={panel.summary} data-testid="report-period">
        {report.scope === 'own' ? 'Your leads' : 'The dealership'}, {dayOf(period.from)} to{' '}
        {lastDay(period.to)} ({period.days} days), compared with {dayOf(period.before.from)} to{' '}
        {lastDay(period.before.to)}.
      </p>
      {report.datasets.map((dataset) => (
        <ReportSection
          key={dataset.id}
          dataset={dataset}
          csvHref={`/api/reports/${dataset.id}?${search}`}
        />
      ))}
    </section>
  )
}
