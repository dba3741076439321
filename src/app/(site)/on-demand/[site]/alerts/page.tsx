import Link from 'next/link'

import styles from '@/components/ui/NoticePage.module.css'
import { pageMetadata } from '@/server/content/metadata'

/* The parent of the alert pages (their breadcrumbs link here): what alerts are, where to set one. */
export const metadata = pageMetadata({
  title: 'Trailer alerts | Venture Trailers Edgewater',
  description:
    'Get an e-mail when a trailer matching your search arrives, or when a trailer’s price drops.',
  path: '/alerts',
})

export default function AlertsPage() {
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>Trailer alerts</h1>
        <p>
          Under the trailer list, ask for an e-mail when a trailer like the ones you filtered for
          arrives; on a trailer’s page, ask to hear if its price drops. Only your e-mail address is
          needed, and every alert e-mail has a one-click unsubscribe.
        </p>
        <div className={styles.actions}>
          <Link className="btn btn-primary" href="/inventory">
            See the trailers in stock
          </Link>
        </div>
      </div>
    </section>
  )
}
