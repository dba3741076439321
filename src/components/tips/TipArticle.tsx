import { ReadTime } from '@/components/tips/ReadTime'
import { TipBody } from '@/components/tips/TipBody'
import { TipCta } from '@/components/tips/TipCta'
import { TipFaq } from '@/components/tips/TipFaq'
import type { Tip } from '@/payload-types'

import styles from '@/components/tips/TipArticle.module.css'

export function TipArticle({ tip }: { tip: Tip }) {
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        {/* A draft in preview may not have its read time yet. */}
        {tip.readTime ? <ReadTime minutes={tip.readTime} /> : null}
        <h1>{tip.title}</h1>
        <p className={styles.lead}>{tip.excerpt}</p>
      </header>
      <TipBody body={tip.body} />
      <TipFaq entries={tip.faq ?? []} />
      <TipCta cta={tip.cta} />
    </article>
  )
}
