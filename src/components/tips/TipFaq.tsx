import { JsonLd } from '@/components/ui/JsonLd.client'
import { faqPageJsonLd, type FaqEntry } from '@/lib/tips/faq-json-ld'

import styles from '@/components/tips/TipFaq.module.css'

/*
 * The questions are shown on the page as well as published as FAQPage data: search engines only
 * honour structured data whose answers the reader can see.
 */
export function TipFaq({ entries }: { entries: readonly FaqEntry[] }) {
  if (entries.length === 0) return null
  return (
    <section className={styles.faq} aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently Asked Questions</h2>
      <dl>
        {entries.map(({ question, answer }) => (
          <div key={question} className={styles.entry}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
      <JsonLd data={faqPageJsonLd(entries)} />
    </section>
  )
}
