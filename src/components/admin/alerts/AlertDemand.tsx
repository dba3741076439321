import { demandSentence, type DemandRow } from '@/lib/alerts/demand'

import panel from '@/components/admin/StaffPanel.module.css'

/**
 * The staff panel's Alerts tab: what shoppers wait for, grouped, most wanted first, so the
 * dealer orders what sells. Server-rendered, no script; the CSV is a plain download link.
 */
export function AlertDemand({ rows }: { rows: DemandRow[] }) {
  const shoppers = rows.reduce((sum, row) => sum + row.shoppers, 0)
  return (
    <section className={panel.panel} aria-labelledby="demand-heading">
      <div className={panel.panelHead}>
        <h1 id="demand-heading">What shoppers wait for</h1>
        <a className="btn btn-outline" href="/api/alerts/demand.csv" download>
          Export CSV
        </a>
      </div>
      <p className={panel.summary}>
        {shoppers} active {shoppers === 1 ? 'alert' : 'alerts'} confirmed by shoppers, grouped by
        what they watch.
      </p>
      {rows.length === 0 ? (
        <p>No shopper has an active alert yet.</p>
      ) : (
        <ol>
          {rows.map((row) => (
            <li key={`${row.kind}:${row.query ?? row.unit}`}>
              {demandSentence(row)}
              {row.kind === 'search' && (
                <>
                  {' '}
                  (<a href={row.query ? `/inventory?${row.query}` : '/inventory'}>see the list</a>)
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
