import { ReadTime } from '@/components/tips/ReadTime'
import { TipBody } from '@/components/tips/TipBody'
import { TipCta } from '@/components/tips/TipCta'
import { TipFaq } from '@/components/tips/TipFaq'
import { MediaImage } from '@/components/ui/MediaImage'
import { pictureOf } from '@/lib/media/picture'
import type { SiteSetting, Tip } from '@/payload-types'

import styles from '@/components/tips/TipArticle.module.css'

export function TipArticle({ tip, siteCta }: { tip: Tip; siteCta: SiteSetting['tipCta'] }) {
  const picture = pictureOf(tip.image)
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        {/* A draft in preview may not have its read time yet. */}
        {tip.readTime ? <ReadTime minutes={tip.readTime} /> : null}
        <h1>{tip.title}</h1>
        <p className={styles.lead}>{tip.excerpt}</p>
        {picture && (
          <MediaImage
            picture={picture}
            sizes="(min-width: 860px) 800px, 100vw"
            className={styles.picture}
            loading="eager"
            fetchPriority="high"
          />
        )}
      </header>
      <TipBody body={tip.body} />
      <TipFaq entries={tip.faq ?? []} />
      <TipCta cta={tip.cta?.label && tip.cta.href ? tip.cta : siteCta} />
    </article>
  )
}
