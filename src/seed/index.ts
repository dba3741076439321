import type { Payload } from 'payload'

import { seedCatalogue } from '@/seed/catalogue'
import { categorySeeds } from '@/seed/categories'
import { createAll, createMissing } from '@/seed/create-missing'
import { demoInventory } from '@/seed/inventory'
import { homeSeed, siteSettingsSeed } from '@/seed/site'
import { staffSeed } from '@/seed/staff'
import { seedTips } from '@/seed/tips/seed'
import { env } from '@/server/env'

/**
 * Idempotent: creates what is missing and never overwrites what editors changed. Runs on every
 * start (cheap when everything exists) and as `npm run seed`.
 */
export async function seed(payload: Payload): Promise<void> {
  const log = (what: string, created: number) =>
    created > 0 && payload.logger.info(`seed: ${created} ${what} created`)

  log('categories', await createMissing(payload, 'categories', 'id', categorySeeds))
  log('staff users', await createMissing(payload, 'users', 'email', [staffSeed()]))

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.businessName) {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed })
    log('site settings', 1)
  }
  const home = await payload.findGlobal({ slug: 'home', depth: 0 })
  if (!home.hero?.headline) {
    await payload.updateGlobal({ slug: 'home', data: homeSeed })
    log('home page texts', 1)
  }

  await seedCatalogue(payload)
  await seedTips(payload)

  const { totalDocs } = await payload.count({ collection: 'inventory-items' })
  if (totalDocs === 0 && env.SEED_DEMO_INVENTORY)
    log('inventory items', await createAll(payload, 'inventory-items', demoInventory))
}
