import type { CatalogueTable } from '@/lib/catalogue/types'

type PageTable = { table: CatalogueTable; caption: string }

/*
 * The galvanized page's pontoon and tritoon tables (spec doc 2 §2): its own pontoon set in three
 * tables and the tritoon range in one. Used by the page seed and by the migration that corrects
 * databases loaded before (migrations/20261124_003000_galvanized_catalogue.ts).
 */
export const galvanizedPontoonTables: PageTable[] = [
  { table: 'galvanized-pontoon-single', caption: 'Single axle pontoon trailers' },
  { table: 'galvanized-pontoon-tandem', caption: 'Tandem axle pontoon trailers' },
  { table: 'galvanized-pontoon-triple', caption: 'Triple axle pontoon trailers' },
]

export const galvanizedTritoonTables: PageTable[] = [
  { table: 'galvanized-tritoon', caption: 'Tritoon trailers' },
]
