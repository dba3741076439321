import type { ReactNode } from 'react'

import styles from './NoticePage.module.css'

/** Where a form sent without JavaScript lands: what became of it, and the ways on. */
export function OutcomePage({
  heading,
  message,
  failed,
  children,
}: {
  heading: string
  message: string
  failed: boolean
  children: ReactNode
}) {
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>{heading}</h1>
        <p className={styles.notice} role={failed ? 'alert' : 'status'}>
          {message}
        </p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  )
}
