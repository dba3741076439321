import { agingReviewNoteMax, type AgingRow } from '@/lib/aging/report'

import styles from './Aging.module.css'

/** `viewQuery`: the view's address, where the review form's answer sends staff back. */
type Props = { row: AgingRow; viewQuery: string }

/**
 * The unit's review in force (it clears the aging flag 30 days: ADR 0027), and a plain form to
 * mark it reviewed with a note; the server answers it with a redirect back to this view.
 */
export function ReviewCell({ row, viewQuery }: Props) {
  const noteId = `review-note-${row.id}`
  return (
    <>
      {row.review && (
        <p className={styles.review}>
          Reviewed <time dateTime={row.review.at}>{row.review.at.slice(0, 10)}</time>
          {row.review.by ? ` by ${row.review.by}` : ''}: {row.review.note}
          <br />
          <small>Aging flag cleared until {row.review.until.slice(0, 10)}</small>
        </p>
      )}
      {row.daysInStock !== null && (
        <details className={styles.reviewForm}>
          <summary>
            Mark reviewed<span className="visually-hidden">: {row.name}</span>
          </summary>
          <form method="post" action={`/api/aging/${row.id}/review`}>
            <input type="hidden" name="view" value={viewQuery} />
            <label htmlFor={noteId}>Note (what was decided)</label>
            <textarea id={noteId} name="note" required maxLength={agingReviewNoteMax} rows={3} />
            <button type="submit" className="btn btn-primary">
              Save review
            </button>
          </form>
        </details>
      )}
    </>
  )
}
