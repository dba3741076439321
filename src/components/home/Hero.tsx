import Link from 'next/link'

import { HeroMedia, type HeroClip } from '@/components/home/HeroMedia.client'
import { telHref } from '@/lib/contact-format'
import { homeTexts } from '@/lib/home/texts'
import { safeHref } from '@/lib/safe-href'
import type { Home } from '@/payload-types'

import styles from './Hero.module.css'

export function Hero({
  headline,
  subheadline,
  buttons,
  clips,
  phone,
}: {
  headline: string
  subheadline?: string | null
  buttons?: Home['hero']['buttons']
  clips: HeroClip[]
  phone: string
}) {
  // Saves check the links too; a row saved before they existed, or outside the editor, did not.
  const label = (name: 'callLabel' | 'inventoryLabel' | 'finderLabel') =>
    buttons?.[name] || homeTexts[name]
  const href = (name: 'inventoryHref' | 'finderHref') =>
    safeHref(buttons?.[name]) ?? homeTexts[name]
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.media}>
        <HeroMedia clips={clips} className={styles.cover} />
      </div>
      <div className={`container ${styles.content}`}>
        <h1 id="hero-title">{headline}</h1>
        {subheadline && <p>{subheadline}</p>}
        <div className={styles.actions}>
          <a href={telHref(phone)} className="btn btn-primary">
            {label('callLabel')}
          </a>
          <Link href={href('inventoryHref')} className="btn btn-light">
            {label('inventoryLabel')}
          </Link>
          <Link href={href('finderHref')} className="btn btn-ghost">
            {label('finderLabel')}
          </Link>
        </div>
      </div>
    </section>
  )
}
