import Link from 'next/link'

import { HeroVideo, type HeroClip } from '@/components/home/HeroVideo'
import { telHref } from '@/components/site/contact-format'
import { StaticImage } from '@/components/ui/StaticImage'

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
  const poster = clips[0]?.poster
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.media}>
        {poster && (
          <StaticImage
            src={poster}
            alt=""
            fill
            loading="eager"
            fetchPriority="high"
            unoptimized
            sizes="100vw"
            className={styles.cover}
          />
        )}
        <HeroVideo clips={clips} className={styles.cover} />
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
