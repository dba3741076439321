import type { CollectionSlug } from 'payload'

import { seedCatalogue } from '@/seed/catalogue'
import { categorySeeds } from '@/seed/categories'
import { createAll, type Seeding } from '@/seed/load'
import { mediaFromSitePath, shippedAlt } from '@/seed/media'
import { homeSeed, pricingSeed, siteSettingsSeed } from '@/seed/site'
import { seedTips } from '@/seed/tips/seed'

/*
 * The product's content: inventory categories, site settings, home page texts, the trailer
 * catalogue, accessories and tips. Loaded once per database by a migration
 * (migrations/99999999_999999_load_content.ts, run after every other; ADR 0037); from then on it is the editors', and what they
 * delete stays deleted.
 */
export async function seedContent(seeding: Seeding): Promise<void> {
  const { payload, req } = seeding
  if (await holdsContent(seeding)) {
    payload.logger.info('content: the database already holds content; nothing loaded')
    return
  }
  const created = {
    categories: await createAll(seeding, 'categories', categorySeeds),
    ...(await seedCatalogue(seeding)),
    tips: await seedTips(seeding),
  }
  const published = { _status: 'published' } as const
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettingsSeed, ...published },
    depth: 0,
    req,
  })
  const home = { ...(await homeData(seeding)), ...published }
  await payload.updateGlobal({ slug: 'home', data: home, depth: 0, req })
  await payload.updateGlobal({
    slug: 'pricing',
    data: { ...pricingSeed, ...published },
    depth: 0,
    req,
  })
  const counts = Object.entries(created).map(([what, count]) => `${count} ${what}`)
  payload.logger.info(
    `content: ${counts.join(', ')}, site settings, home page texts and price rates loaded`,
  )
}

/* The home page texts with its hero clips and posters as media documents. */
async function homeData(seeding: Seeding) {
  const videos = []
  for (const [index, clip] of homeSeed.hero.videos.entries()) {
    const n = index + 1
    videos.push({
      poster: await mediaFromSitePath(seeding, clip.poster, shippedAlt.poster(n)),
      mp4: await mediaFromSitePath(seeding, clip.mp4, shippedAlt.clip(n)),
      webm: await mediaFromSitePath(seeding, clip.webm, shippedAlt.clip(n)),
    })
  }
  return { ...homeSeed, hero: { ...homeSeed.hero, videos } }
}

/*
 * A database that was seeded on every start (before this migration existed) has its content and
 * its editors' changes: loading again would bring back what they deleted, or fail on unique names.
 */
async function holdsContent({ payload, req }: Seeding): Promise<boolean> {
  const collections: CollectionSlug[] = [
    'categories',
    'trailer-models',
    'catalogue-pages',
    'accessories',
    'tips',
  ]
  for (const collection of collections) {
    if ((await payload.count({ collection, req })).totalDocs > 0) return true
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return Boolean(settings.businessName)
}
