import type { Said } from './card-action'

import styles from '../Leads.module.css'

/** A card action's outcome under it: read out as a status, or as an alert when it failed. */
export function SaidLine({ said }: { said: Said | null }) {
  return said ? (
    <p role={said.failed ? 'alert' : 'status'} className={said.failed ? styles.error : undefined}>
      {said.text}
    </p>
  ) : null
}
