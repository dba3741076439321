import Link from 'next/link'

import { MediaImage } from '@/components/ui/MediaImage'
import type { Picture } from '@/lib/media/picture'

import card from '@/components/ui/Card.module.css'

import styles from './CategoryCards.module.css'

export type CategoryCard = {
  slug: string
  title: string
  description: string
  image: Picture | null
  href: string
}

/**
 * The category card grid of home (eight) and /trailers (ten). Where the grid opens the page
 * (`aboveTheFold`), the first card's image is the largest paint on a phone: it loads at once.
 * Its links do not prefetch: a phone would fetch ten category pages while the visitor reads.
 */
export function CategoryCards({
  cards,
  headingLevel = 'h3',
  aboveTheFold = false,
}: {
  cards: CategoryCard[]
  headingLevel?: 'h2' | 'h3'
  aboveTheFold?: boolean
}) {
  const Heading = headingLevel
  if (cards.length === 0) {
    return (
      <p className={styles.empty}>
        Our trailer collection is being updated. <Link href="/contact">Contact us</Link> for current
        models and availability.
      </p>
    )
  }
  return (
    <ul className={card.grid}>
      {cards.map((entry, index) => (
        <li key={entry.slug} className={`${card.card} ${styles.card}`}>
          <div className={`${card.media} ${styles.media}`}>
            {entry.image && (
              <MediaImage
                picture={entry.image}
                decorative
                fill
                sizes="(min-width: 1180px) 280px, (min-width: 640px) 45vw, 100vw"
                className={card.image}
                {...(aboveTheFold && index === 0 && { loading: 'eager', fetchPriority: 'high' })}
              />
            )}
          </div>
          <div className={card.body}>
            <Heading className={card.title}>{entry.title}</Heading>
            <p>{entry.description}</p>
            <Link
              href={entry.href}
              prefetch={false}
              className={styles.more}
              aria-label={`Learn more about ${entry.title}`}
            >
              Learn More <span aria-hidden="true">→</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
