import type { AlertLine } from '@/server/alerts/manage'

import styles from './AlertList.module.css'

const statusText = { pending: 'Waiting for confirmation', active: 'On' } as const

/** An address's alerts; with a manage token, each has a Remove button (a plain form). */
export function AlertList({ alerts, token }: { alerts: AlertLine[]; token?: string }) {
  return (
    <ul className={styles.list}>
      {alerts.map((alert) => (
        <li key={alert.id} className={styles.item}>
          <span>
            {alert.summary}
            <br />
            <span className={styles.status}>{statusText[alert.status]}</span>
          </span>
          {token && (
            <form method="post" action="/api/alerts/remove">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="alert" value={alert.id} />
              <button type="submit" className="btn btn-outline">
                Remove<span className="visually-hidden">: {alert.summary}</span>
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  )
}
