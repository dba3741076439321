import 'server-only'

import { cacheTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/queries/cached'

export const getSiteSettings = cachedQuery('site-settings', [cacheTags.siteSettings], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
})

export const getHome = cachedQuery('home', [cacheTags.home], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'home', depth: 1 })
})

export const getFinancing = cachedQuery('financing', [cacheTags.financing], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'financing', depth: 0 })
})

/** The dealer's texting number, the one thing of the Lead settings a public page shows. */
export const getTextingNumber = cachedQuery(
  'texting-number',
  [cacheTags.textingNumber],
  async () => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
    return settings.texting?.number ?? null
  },
)
