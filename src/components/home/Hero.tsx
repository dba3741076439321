import Link from 'next/link'

import { HeroMedia, type HeroClip } from '@/components/home/HeroMedia.client'
import { telHref } from '@/lib/contact-format'

import styles from './Hero.module.css'

export function Hero({
  headline,
  subheadline,
  clips,
  phone,
}: {
  headline: string
  subheadline?: string | null
  clips: HeroClip[]
  phone: string
}) {
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
            Call Us
          </a>
          <Link href="/inventory" className="btn btn-light">
            Current Inventory
          </Link>
          <a href="#trailer-finder" className="btn btn-ghost">
            Help me pick a trailer
          </a>
        </div>
      </div>
    </section>
  )
}
