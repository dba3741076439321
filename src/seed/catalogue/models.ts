import type { TrailerModel } from '@/lib/catalogue/types'
import { aluminumBunkModels } from '@/seed/catalogue/families/aluminum-bunk'
import { aluminumRollerModels } from '@/seed/catalogue/families/aluminum-roller'
import { commanderModels } from '@/seed/catalogue/families/commander'
import { galvanizedBunkModels } from '@/seed/catalogue/families/galvanized-bunk'
import { galvanizedPontoonModels } from '@/seed/catalogue/families/galvanized-pontoon'
import { galvanizedRollerModels } from '@/seed/catalogue/families/galvanized-roller'
import { pontoonModels } from '@/seed/catalogue/families/pontoon'
import { pwcModels } from '@/seed/catalogue/families/pwc'
import { skiffModels } from '@/seed/catalogue/families/skiff'

// The master catalogue: one record per model code. Page tables pick their rows through `tables`.
export const trailerModels: TrailerModel[] = [
  ...aluminumBunkModels,
  ...aluminumRollerModels,
  ...galvanizedBunkModels,
  ...galvanizedRollerModels,
  ...pwcModels,
  ...pontoonModels,
  ...galvanizedPontoonModels,
  ...commanderModels,
  ...skiffModels,
]
