import type { Metadata } from 'next'
import Link from 'next/link'

import { compareLimits, compareRows, parseCompareIds } from '@/lib/inventory/compare'
import { atAdvertisedPrice } from '@/lib/inventory/price-lines'
import { ProcessingChargeNote } from '@/components/inventory/WholePrice'
import { isPubliclyVisible } from '@/lib/inventory/visibility'
import { inventoryPath } from '@/lib/inventory/slug'
import { pageMetadata } from '@/server/content/metadata'
import { getInventoryList } from '@/server/inventory/page-reads'
import { getPriceRules } from '@/server/content/site'

import styles from '@/app/(site)/on-demand/[site]/inventory/compare/page.module.css'

/*
 * Two to four units side by side; the address holds the selection (?ids=12,7), so a comparison
 * can be shared. Every selection is its own page: rendered per request from the cached list.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Compare Trailers | Venture Trailers Edgewater',
    description: 'Compare the specifications of Venture boat trailers in stock side by side.',
    path: '/inventory/compare',
  }),
  robots: { index: false, follow: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ComparePage({ searchParams }: Props) {
  const ids = parseCompareIds((await searchParams).ids)
  const [list, rules] = await Promise.all([getInventoryList(), getPriceRules()])
  // Priced as every card and unit page prices them (ADR 0060).
  const units = ids.flatMap((id) =>
    list
      .filter((unit) => unit.id === id && isPubliclyVisible(unit))
      .map((unit) => atAdvertisedPrice(unit, rules)),
  )
  const rows = compareRows(units)
  return (
    <section className="section">
      <div className="container">
        <h1>Compare Trailers</h1>
        {units.length < compareLimits.min ? (
          <p>
            Pick two to four trailers on <Link href="/inventory">the inventory page</Link> to
            compare them here.
          </p>
        ) : (
          <>
            <p className={styles.legend}>
              <span className={styles.mark} aria-hidden="true" /> Highlighted rows differ.
            </p>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">
                  Specifications side by side; rows marked differ between the trailers
                </caption>
                <thead>
                  <tr>
                    <td />
                    {units.map((unit) => (
                      <th key={unit.id} scope="col">
                        <Link href={inventoryPath(unit)}>Venture {unit.model_name}</Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label} className={row.differs ? styles.differs : undefined}>
                      <th scope="row">
                        {row.label}
                        {row.differs && <span className="visually-hidden"> (differs)</span>}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={units[index].id}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ProcessingChargeNote rules={rules} />
          </>
        )}
        <p>
          <Link href="/inventory">← Back to all trailers in stock</Link>
        </p>
      </div>
    </section>
  )
}
