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
