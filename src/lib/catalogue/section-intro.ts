import { capacityRange } from '@/lib/catalogue/capacity-range'
import { modelsInTables } from '@/lib/catalogue/lookups'
import type { CatalogueTable, TrailerModel } from '@/lib/catalogue/types'

// Editors write '{range}' in an intro so the quoted figures follow the table data when it changes.
export function sectionIntro(
  intro: string,
  models: TrailerModel[],
  tables: CatalogueTable[],
): string {
  if (!intro.includes('{range}')) return intro
  return intro.replaceAll('{range}', capacityRange(modelsInTables(models, tables)))
}
