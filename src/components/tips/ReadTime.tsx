import { readTimeLabel } from '@/lib/tips/read-time'

import styles from '@/components/tips/ReadTime.module.css'

export function ReadTime({ minutes }: { minutes: number }) {
  return (
    <p className={styles.readTime}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 7v5l3 2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {readTimeLabel(minutes)}
    </p>
  )
}
