import type { AlertLine } from '@/server/alerts/manage'

import styles from './AlertList.module.css'

const statusText = { pending: 'Waiting for confirmation', active: 'On' } as const

type Props = {
  alerts: AlertLine[]
  /** With a manage token, each alert has a Remove button (a plain form). */
  token?: string
  /** Inside the confirm form: each alert is a checkbox `alert`, checked when `checked` says so. */
  choose?: { checked: boolean }
}

/** An address's alerts, to read, remove one, or choose which to confirm. */
export function AlertList({ alerts, token, choose }: Props) {
  return (
    <ul className={styles.list}>
      {alerts.map((alert) => (
        <li key={alert.id} className={styles.item}>
          {choose ? (
            <label className={styles.choice}>
              <input
                type="checkbox"
                name="alert"
                value={alert.id}
                defaultChecked={choose.checked}
              />
              <span>{alert.summary}</span>
            </label>
          ) : (
            <span>
              {alert.summary}
              <br />
              <span className={styles.status}>{statusText[alert.status]}</span>
            </span>
          )}
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
