import Link from 'next/link'

import { HeaderBar } from '@/components/site/HeaderBar.client'
import { SiteLogo } from '@/components/site/SiteLogo'
import { TrailersDropdown } from '@/components/site/TrailersDropdown.client'
import { mainLinks, trailerLinks } from '@/components/site/navigation'

import styles from './Header.module.css'

export function Header({ businessName }: { businessName: string }) {
  const brand = (
    <div className={styles.brandGroup}>
      <Link href="/" className={styles.brand} data-nav-item="Logo">
        <SiteLogo businessName={businessName} eager className={styles.logo} />
      </Link>
      <span className={styles.badge}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
        Made in the USA
      </span>
    </div>
  )

  return (
    <header className={styles.header}>
      <HeaderBar brand={brand}>
        <ul className={styles.menu}>
          <li>
            <TrailersDropdown links={trailerLinks} />
          </li>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.navLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </HeaderBar>
    </header>
  )
}
