import type { LeadView } from '@/lib/leads/view'
import { type PartsDetails, partsSummary } from '@/lib/leads/kinds/parts'
import type { StoredPhotoDetails, TradeInDetails } from '@/lib/leads/kinds/trade-in'
import { tradeInSummary } from '@/lib/leads/kinds/trade-in'

import styles from '../Leads.module.css'

/** The photos a shopper sent with a lead, each opening full size; only staff are served them. */
function Photos({ photos, lead }: { photos: string[]; lead: LeadView }) {
  if (photos.length === 0) return <p>No photos sent.</p>
  return (
    <ul className={styles.photos} aria-label="Photos">
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private photo (ADR 0051): the browser fetches it with the staff session, which Next's image optimizer would not send */}
            <img
              src={url}
              alt={`Photo ${index + 1} from ${lead.name}`}
              loading="lazy"
              width={120}
              height={90}
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

export function TradeInDetailsView({
  lead,
  details,
}: {
  lead: LeadView
  details: TradeInDetails & StoredPhotoDetails
}) {
  return (
    <section className={styles.kindDetails} aria-label="Trade-in" data-trade-in>
      <p>{tradeInSummary(details)}</p>
      <Photos photos={details.photos ?? []} lead={lead} />
    </section>
  )
}

export function PartsDetailsView({
  lead,
  details,
}: {
  lead: LeadView
  details: PartsDetails & StoredPhotoDetails
}) {
  return (
    <section className={styles.kindDetails} aria-label="Parts request" data-parts>
      <p>{partsSummary(details)}</p>
      {details.photos?.length ? <Photos photos={details.photos} lead={lead} /> : null}
    </section>
  )
}
