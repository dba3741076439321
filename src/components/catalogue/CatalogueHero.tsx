import { MediaImage } from '@/components/ui/MediaImage'
import { pictureOf } from '@/lib/media/picture'
import type { CataloguePage } from '@/payload-types'

import styles from './CatalogueHero.module.css'

type Props = CataloguePage['hero']

export function CatalogueHero({ heading, text, image }: Props) {
  const picture = pictureOf(image)
  return (
    <section className={styles.hero}>
      {picture && (
        <MediaImage
          picture={picture}
          decorative
          fill
          loading="eager"
          fetchPriority="high"
          sizes="100vw"
          className={styles.image}
        />
      )}
      <div className={`container ${styles.content}`}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
      </div>
    </section>
  )
}
