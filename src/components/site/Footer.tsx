import Link from 'next/link'

import { SiteLogo } from '@/components/site/SiteLogo'
import { formatCityLine, telHref } from '@/lib/contact-format'
import { footerLinks } from '@/components/site/navigation'
import type { SiteSetting } from '@/payload-types'

import styles from './Footer.module.css'

export function Footer({ settings }: { settings: SiteSetting }) {
  const { address } = settings
  return (
    <footer className={`${styles.footer} render-when-near`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link href="/" className={styles.brand}>
            <SiteLogo businessName={settings.businessName} className={styles.logo} />
          </Link>
          <p>{settings.blurb}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.list}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.list}>
            <span>{address.street}</span>
            <span>{formatCityLine(address)}</span>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </address>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          &copy; {new Date().getFullYear()} {settings.businessName}. All rights reserved.{' '}
          <Link href="/privacy">Privacy notice</Link>
        </p>
      </div>
    </footer>
  )
}
