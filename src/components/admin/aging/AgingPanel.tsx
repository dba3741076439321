import 'server-only'

import type { Payload } from 'payload'

import { AgingFilters } from '@/components/admin/aging/AgingFilters'
import { AgingPages } from '@/components/admin/aging/AgingPages'
import { AgingTable } from '@/components/admin/aging/AgingTable.client'
import { agingColumnKeys, type AgingColumnKey } from '@/lib/aging/columns'
import { agingFlagLabels, agingFlags } from '@/lib/aging/report'
import { agingPage, agingQuery, applyAgingView, type AgingView } from '@/lib/aging/view'
import { formatPrice } from '@/lib/inventory/format'
import { agingRows, agingSettings } from '@/server/inventory/aging'

import panel from '@/components/admin/StaffPanel.module.css'
import styles from './Aging.module.css'

type Props = { payload: Payload; view: AgingView }

/**
 * The Aging tab of the staff panel (ADR 0027): every unit not sold, its days in stock, price
 * history, listing quality, views and leads, with flags. Server-rendered: filters, sorting and
 * 'reviewed' are plain links and forms, so it all works without JavaScript. A page lists 50
 * units (the page is in the address); the flag counts and the CSV export cover every unit.
 */
export async function AgingPanel({ payload, view }: Props) {
  const [all, settings] = await Promise.all([agingRows(payload), agingSettings(payload)])
  const { rows: listed, counts, held, total } = applyAgingView(all, view)
  const { rows, page, pages } = agingPage(listed, view.page)
  const categories = [
    ...new Map(all.flatMap((row) => (row.category ? [[row.category.id, row.category]] : []))),
  ]
    .map(([, category]) => category)
    .sort((a, b) => a.name.localeCompare(b.name))
  const here = (change: Partial<AgingView>) => {
    const params = agingQuery(view, change)
    params.set('tab', 'aging')
    return `/admin?${params}`
  }
  return (
    <section className={panel.panel} aria-labelledby="aging-heading">
      <div className={panel.panelHead}>
        <h1 id="aging-heading">Aging</h1>
        <a className="btn btn-outline" href={`/api/aging/export.csv?${agingQuery(view)}`} download>
          Export CSV
        </a>
      </div>
      <p className={styles.settings}>
        {total} units not sold · aging limit {settings.limitDays} days · photo minimum{' '}
        {settings.photoMinimum} (Lead settings in the CMS)
      </p>
      <ul className={styles.counts} aria-label="Flags">
        {agingFlags.map((flag) => (
          <li key={flag}>
            <a
              href={here({ flag: view.flag === flag ? undefined : flag })}
              aria-current={view.flag === flag ? 'true' : undefined}
              data-testid={`flag-count-${flag}`}
            >
              <strong>{counts[flag]}</strong> {agingFlagLabels[flag]}
            </a>
          </li>
        ))}
      </ul>
      {/* Apart from the flags: a held unit has its buyer, and is neither for sale nor a worry. */}
      <p className={styles.held}>
        <a
          href={here({ status: view.status === 'on_hold' ? undefined : 'on_hold' })}
          aria-current={view.status === 'on_hold' ? 'true' : undefined}
          data-testid="hold-count"
        >
          On hold: <strong>{held.units}</strong> {held.units === 1 ? 'unit' : 'units'},{' '}
          {formatPrice(held.value)}
        </a>
      </p>
      <AgingFilters view={view} categories={categories} />
      <p className={styles.shown}>
        {listed.length} units listed
        {view.flag ? ` · ${agingFlagLabels[view.flag]} only · ` : ''}
        {view.flag && <a href={here({ flag: undefined })}>show every flag</a>}
      </p>
      <AgingTable
        rows={rows}
        sort={{ key: view.sort, dir: view.dir }}
        sortHrefs={
          Object.fromEntries(
            agingColumnKeys.map((column) => {
              const active = view.sort === column
              return [
                column,
                here({ sort: column, dir: active && view.dir === 'desc' ? 'asc' : 'desc' }),
              ]
            }),
          ) as Record<AgingColumnKey, string>
        }
        viewQuery={agingQuery({ ...view, page }).toString()}
      />
      <AgingPages page={page} pages={pages} href={(to) => here({ page: to })} />
    </section>
  )
}
