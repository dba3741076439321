'use client'

import { useId, useState } from 'react'

import { runBulk } from '@/components/admin/bulk/run-bulk'
import { changedPrice, parsePriceChange, type BulkReport } from '@/lib/admin/bulk'
import { withPrice, withStatus } from '@/lib/admin/form'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitStatus } from '@/lib/inventory/lifecycle'

import styles from './Bulk.module.css'

type Props = {
  /** The checked units as the panel last read them. */
  checked: InventoryApiItem[]
  /** Units shown by the filters, for 'Check all shown'. */
  shownCount: number
  onCheckAll: () => void
  onClear: () => void
  /** After a bulk save: reload the list and tell open pages. */
  onDone: () => Promise<void>
}

const statusMoves: { status: UnitStatus; label: string; verb: string }[] = [
  { status: 'pending_sale', label: 'Mark pending', verb: 'Marked pending:' },
  { status: 'sold', label: 'Mark sold', verb: 'Marked sold:' },
  { status: 'available', label: 'Mark available', verb: 'Marked available:' },
]

/** Actions on the checked units (issue 40); each reports what it changed and what it could not. */
export function BulkActions({ checked, shownCount, onCheckAll, onClear, onDone }: Props) {
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<BulkReport | null>(null)
  const [kind, setKind] = useState('amount')
  const [typed, setTyped] = useState('')
  const [priceError, setPriceError] = useState<string | null>(null)
  const priceId = useId()

  async function run(verb: string, change: Parameters<typeof runBulk>[2]) {
    setBusy(true)
    setReport(null)
    const result = await runBulk(verb, checked, change)
    await onDone()
    setReport(result)
    setBusy(false)
  }

  function changePrice() {
    const change = parsePriceChange(kind, typed)
    setPriceError(typeof change === 'string' ? change : null)
    if (typeof change === 'string') return
    void run('Changed the price of', (item) => withPrice(item, changedPrice(item.price, change)))
  }

  const ids = checked.map((item) => item.id).join(',')
  return (
    <section className={styles.bar} aria-label="Checked units">
      <div className={styles.row}>
        <p className={styles.count}>
          <span>{checked.length} checked</span>
          {checked.length > 0 && (
            <button type="button" className={styles.link} onClick={onClear}>
              Uncheck all
            </button>
          )}
          {shownCount > 0 && (
            <button type="button" className={styles.link} onClick={onCheckAll}>
              Check all {shownCount} shown
            </button>
          )}
        </p>
        {checked.length > 0 && (
          <>
            {statusMoves.map((move) => (
              <button
                key={move.status}
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => void run(move.verb, (item) => withStatus(item, move.status))}
              >
                {move.label} ({checked.length})
              </button>
            ))}
            <a
              className="btn btn-outline"
              href={`/api/inventory/export.csv?ids=${ids}`}
              download
              aria-label={`Export ${checked.length} checked as CSV`}
            >
              Export checked (CSV)
            </a>
          </>
        )}
      </div>
      {checked.length > 0 && (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault()
            changePrice()
          }}
        >
          <label htmlFor={priceId}>Change price by</label>
          <input
            id={priceId}
            className={styles.amount}
            inputMode="decimal"
            value={typed}
            placeholder="-500"
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${priceId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <label>
            <span className="visually-hidden">Unit of the change</span>
            <select value={kind} onChange={(event) => setKind(event.target.value)}>
              <option value="amount">dollars</option>
              <option value="percent">percent</option>
            </select>
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            Apply to {checked.length}
          </button>
          {priceError && (
            <span id={`${priceId}-error`} className={styles.error}>
              {priceError}
            </span>
          )}
        </form>
      )}
      <div role="status" className={styles.report}>
        {busy && 'Saving…'}
        {report && (
          <>
            <p>{report.done}</p>
            {report.failed.length > 0 && (
              <ul aria-label="Units not changed">
                {report.failed.map((unit, index) => (
                  <li key={`${index}-${unit.name}`}>
                    <strong>{unit.name}</strong>: {unit.reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  )
}
