import Link from 'next/link'

import { safeHref } from '@/lib/safe-href'
import type { SiteSetting, Tip } from '@/payload-types'

import styles from '@/components/tips/TipCta.module.css'

export function TipCta({ cta }: { cta: Tip['cta'] | SiteSetting['tipCta'] }) {
  // A draft in preview may not have its call to action yet, and drafts skip validation.
  const href = safeHref(cta?.href)
  if (!href || !cta?.label) return null
  return (
    <aside className={styles.cta} aria-labelledby="tip-cta-heading">
      <h2 id="tip-cta-heading">{cta.heading}</h2>
      {cta.text ? <p>{cta.text}</p> : null}
      <Link className="btn btn-primary" href={href}>
        {cta.label}
      </Link>
    </aside>
  )
}
