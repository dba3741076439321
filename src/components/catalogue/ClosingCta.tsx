import Link from 'next/link'

import { safeHref } from '@/lib/safe-href'

import styles from './ClosingCta.module.css'

type Props = { links: { label: string; href: string }[] }

export function ClosingCta({ links: stored }: Props) {
  // Saves check the links too, but rows written outside the editor never passed that check.
  const links = stored.flatMap((link) => {
    const href = safeHref(link.href)
    return href ? [{ ...link, href }] : []
  })
  if (links.length === 0) return null
  return (
    <section className={`section section-alt no-print ${styles.cta}`}>
      <div className="container">
        <h2>Find the right trailer for your boat</h2>
        <p className={styles.text}>
          Tell us about your boat and where you launch, and we will recommend a model and options.
        </p>
        <div className={styles.actions}>
          {links.map((link, index) => (
            <Link
              key={link.href}
              href={link.href}
              className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline'}`}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
