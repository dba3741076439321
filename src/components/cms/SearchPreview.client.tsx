'use client'

import { useFormFields } from '@payloadcms/ui'

import styles from '@/components/cms/SearchPreview.module.css'
import { asShown, lengthHint } from '@/lib/seo/lengths'

type Props = {
  /** The page's address before its slug, e.g. '/tips/'; the whole address when there is no slug. */
  base: string
  /** The fields standing in for empty texts (metaField's `fallback`). */
  fallback?: { title: string; description: string }
}

/**
 * How the page would look in a list of search results, with the texts as they are in the form,
 * before they are saved, and a hint on each text's length (src/lib/seo/lengths.ts).
 */
export function SearchPreview({ base, fallback }: Props) {
  const texts = useFormFields(([fields]) => {
    const text = (path?: string) => (path ? (fields[path]?.value as string | undefined) : '') || ''
    const title = text('meta.title')
    const description = text('meta.description')
    return {
      title: title || text(fallback?.title),
      description: description || text(fallback?.description),
      standIn: [!title && fallback?.title, !description && fallback?.description].filter(Boolean),
      slug: text('slug'),
    }
  })
  const address = base.endsWith('/') ? `${base}${texts.slug}` : base
  return (
    <section aria-labelledby="search-preview" className={`field-type ${styles.preview}`}>
      <h3 id="search-preview">In search results</h3>
      <div className={styles.result}>
        <p className={styles.address}>{address}</p>
        <p className={styles.title}>{asShown('title', texts.title)}</p>
        <p>{asShown('description', texts.description)}</p>
      </div>
      <ul>
        <li>Title: {lengthHint('title', texts.title)}</li>
        <li>Description: {lengthHint('description', texts.description)}</li>
        {texts.standIn.length > 0 ? (
          <li>Empty texts are taken from the page&rsquo;s {texts.standIn.join(' and ')}.</li>
        ) : null}
      </ul>
    </section>
  )
}
