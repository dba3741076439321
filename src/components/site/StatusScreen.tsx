import type { ReactNode } from 'react'

import styles from './StatusScreen.module.css'

/** The shared look of the 404 and error screens. */
export function StatusScreen({
  code,
  title,
  text,
  actions,
  children,
}: {
  code?: string
  title: string
  text: string
  actions: ReactNode
  children?: ReactNode
}) {
  return (
    <section className={`container ${styles.screen}`}>
      {code && <p className={styles.code}>{code}</p>}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{actions}</div>
      {children && <div className={styles.extra}>{children}</div>}
    </section>
  )
}
