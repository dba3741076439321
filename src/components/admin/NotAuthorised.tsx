import type { AuthProvider } from '@/components/admin/SignInCard.client'
import { SignOutButton } from '@/components/admin/SignOutButton.client'

import styles from './StaffShell.module.css'

type Props = { email: string | null; provider: AuthProvider }

/** Signed in, but not as staff (an editor, or a Clerk account linked to no staff user). */
export function NotAuthorised({ email, provider }: Props) {
  return (
    <section className={styles.card} aria-labelledby="not-authorised-title">
      <h1 id="not-authorised-title">Not authorised</h1>
      <p>
        {email ? `You are signed in as ${email}, but this` : 'This'} account is not authorised to
        manage inventory. Sign out and sign in with a staff account.
      </p>
      <SignOutButton provider={provider} />
    </section>
  )
}
