import { boatLengthFeet } from '@/lib/catalogue/boat-length'
import type { CatalogueTable, TrailerModel } from '@/lib/catalogue/types'

// 'VP-18-20TRI' -> 'VP': comparing whole prefixes keeps VP apart from VPT and VAB from VATB.
export function modelPrefix(code: string): string {
  return code.split('-')[0]
}

export function modelsByPrefix(
  models: TrailerModel[],
  prefix: string,
  axles?: TrailerModel['axles'],
): TrailerModel[] {
  return models.filter(
    (m) => modelPrefix(m.model) === prefix && (axles === undefined || m.axles === axles),
  )
}

export const catalogueLookups = {
  aluminumBunkSingle: (models: TrailerModel[]) => modelsByPrefix(models, 'VAB', 1),
  aluminumBunkTandem: (models: TrailerModel[]) => modelsByPrefix(models, 'VATB', 2),
  aluminumBunkTriple: (models: TrailerModel[]) => modelsByPrefix(models, 'VATB', 3),
  aluminumRollerSingle: (models: TrailerModel[]) => modelsByPrefix(models, 'VAR', 1),
  aluminumRollerTandem: (models: TrailerModel[]) => modelsByPrefix(models, 'VATR', 2),
  all: (models: TrailerModel[]) => [...models],
}

const byCode = new Intl.Collator('en-US', { numeric: true })

const shortestBoat = (m: TrailerModel) => boatLengthFeet(m.boatLength)?.min ?? 0

/*
 * Tables read smallest to largest, as the maker's sheets do: by capacity, then by boat length
 * (VASK-4200S carries 21-22 ft boats, VASK-4200 22-23 ft), then by code so the order is stable.
 */
export function modelsInTable(models: TrailerModel[], table: CatalogueTable): TrailerModel[] {
  return models
    .filter((m) => m.tables.includes(table))
    .sort(
      (a, b) =>
        a.capacity - b.capacity ||
        shortestBoat(a) - shortestBoat(b) ||
        byCode.compare(a.model, b.model),
    )
}

export function modelsInTables(models: TrailerModel[], tables: CatalogueTable[]): TrailerModel[] {
  return models.filter((m) => tables.some((table) => m.tables.includes(table)))
}
