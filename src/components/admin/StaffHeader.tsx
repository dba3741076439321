import type { AuthProvider } from '@/components/admin/SignInCard.client'
import { SignOutButton } from '@/components/admin/SignOutButton.client'

import styles from './StaffShell.module.css'

type Props = { name: string; provider: AuthProvider }

export function StaffHeader({ name, provider }: Props) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <p className={styles.brand}>Trailer Inventory Management</p>
        <div className={styles.user}>
          <span>Welcome, {name}</span>
          <SignOutButton provider={provider} />
        </div>
      </div>
    </header>
  )
}
