import { StaticImage } from '@/components/ui/StaticImage'

import styles from './CatalogueHero.module.css'

type Props = { heading: string; text: string; image: string }

export function CatalogueHero({ heading, text, image }: Props) {
  return (
    <section className={styles.hero}>
      <StaticImage
        src={image}
        alt=""
        fill
        loading="eager"
        fetchPriority="high"
        sizes="100vw"
        className={styles.image}
      />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
      </div>
    </section>
  )
}
