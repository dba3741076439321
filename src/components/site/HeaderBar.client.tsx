'use client'

import { useState, type MouseEvent, type ReactNode } from 'react'

import { trackEvent } from '@/lib/analytics'

import styles from './Header.module.css'

/**
 * The header's interactive shell: the small-screen menu button and the click tracking of every
 * header link. The brand and the link list themselves are rendered on the server.
 */
export function HeaderBar({ brand, children }: { brand: ReactNode; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a')
    if (!anchor) return
    trackEvent('navbar_click', {
      nav_item: anchor.dataset.navItem ?? anchor.textContent?.trim() ?? '',
      location: 'header_navigation',
      page: window.location.pathname,
    })
    setMenuOpen(false)
  }

  return (
    <div
      className={`container ${styles.bar}`}
      onClickCapture={onClickCapture}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setMenuOpen(false)
      }}
    >
      {brand}
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls="site-navigation"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>Menu</span>
      </button>
      <nav
        id="site-navigation"
        aria-label="Main"
        className={styles.nav}
        data-open={menuOpen || undefined}
      >
        {children}
      </nav>
    </div>
  )
}
