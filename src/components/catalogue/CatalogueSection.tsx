import { SpecTable } from '@/components/catalogue/SpecTable'
import { modelsInTable } from '@/lib/catalogue/lookups'
import { sectionIntro } from '@/lib/catalogue/section-intro'
import type { CatalogueTable, TrailerModel } from '@/lib/catalogue/types'

import styles from './CatalogueSection.module.css'

type Props = {
  heading: string
  anchor?: string | null
  intro?: string | null
  tables: { table: CatalogueTable; caption: string }[]
  models: TrailerModel[]
}

export function CatalogueSection({ heading, anchor, intro, tables, models }: Props) {
  const shown = tables
    .map(({ table, caption }) => ({ table, caption, rows: modelsInTable(models, table) }))
    .filter(({ rows }) => rows.length > 0)
  const text = intro
    ? sectionIntro(
        intro,
        models,
        tables.map(({ table }) => table),
      )
    : ''
  return (
    <section id={anchor || undefined} className={styles.section}>
      <h2>{heading}</h2>
      {text && <p className={styles.intro}>{text}</p>}
      {shown.map(({ table, caption, rows }) => (
        <SpecTable key={table} table={table} caption={caption} models={rows} />
      ))}
    </section>
  )
}
