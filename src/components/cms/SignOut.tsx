import Link from 'next/link'

import styles from '@/components/cms/SignOut.module.css'

/*
 * The menu's sign-out says so in words, not only with an icon (issue 52 item 9): Payload's own
 * logout view ends the session and returns to the sign-in page.
 */
export function SignOut() {
  return (
    <Link className={styles.signOut} href="/cms/logout" prefetch={false}>
      Sign out
    </Link>
  )
}
