import type { TrailerModel } from '@/lib/catalogue/types'

const searchedFields = ['model', 'sourceSheet', 'boatLength', 'tireSize', 'brakes'] as const

export function searchModels(models: TrailerModel[], query: string): TrailerModel[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return models
  return models.filter((m) => searchedFields.some((f) => m[f].toLowerCase().includes(needle)))
}
