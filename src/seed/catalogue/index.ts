import type { Payload } from 'payload'

import { createMissing } from '@/seed/create-missing'
import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { pageRecord } from '@/seed/catalogue/page-record'
import { cataloguePages } from '@/seed/catalogue/pages'

/*
 * Seeds trailer models, catalogue page texts and accessories. Idempotent: only records missing by
 * model code, page slug or accessory title are created, so editors' changes are never overwritten.
 */
export async function seedCatalogue(payload: Payload): Promise<void> {
  const created = {
    'trailer models': await createMissing(payload, 'trailer-models', 'model', trailerModels),
    'catalogue pages': await createMissing(
      payload,
      'catalogue-pages',
      'slug',
      cataloguePages.map(pageRecord),
    ),
    accessories: await createMissing(payload, 'accessories', 'title', accessories),
  }
  for (const [what, count] of Object.entries(created)) {
    if (count > 0) payload.logger.info(`seed: ${count} ${what} created`)
  }
}
