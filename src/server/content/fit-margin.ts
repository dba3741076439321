import 'server-only'

import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'

/*
 * The fit check's margin, for public pages: read through the page cache (purged when Lead settings
 * are saved), and only the margin, never the rest of that staff-only global.
 */
export const getFitMarginPercent = cachedQuery('fit-margin', [cacheTags.leadKinds], async () => {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
  return settings.kinds?.fitMarginPercent ?? 15
})
