import Link from 'next/link'

import { ReadTime } from '@/components/tips/ReadTime'
import { MediaImage } from '@/components/ui/MediaImage'
import { pictureOf } from '@/lib/media/picture'
import { tipPath } from '@/lib/tips/paths'
import type { TipCard as TipCardData } from '@/server/content/tips'

import styles from '@/components/tips/TipCard.module.css'

export function TipCard({ tip }: { tip: TipCardData }) {
  const picture = pictureOf(tip.image)
  return (
    <article className={styles.card}>
      {picture && (
        <MediaImage
          picture={picture}
          decorative
          sizes="(min-width: 1100px) 340px, (min-width: 640px) 45vw, 100vw"
          className={styles.picture}
        />
      )}
      <ReadTime minutes={tip.readTime} />
      <h2 className={styles.title}>{tip.title}</h2>
      <p className={styles.excerpt}>{tip.excerpt}</p>
      {/* Eleven identical link texts need the title to tell them apart for screen readers. */}
      <Link
        className={styles.more}
        href={tipPath(tip.slug)}
        aria-label={`Read Full Guide: ${tip.title}`}
      >
        Read Full Guide<span aria-hidden="true">→</span>
      </Link>
    </article>
  )
}
