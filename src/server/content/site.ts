import 'server-only'

import { cache } from 'react'

import { priceRules } from '@/lib/inventory/price-lines'
import { depositRules } from '@/lib/reservations/hold'
import { previewEditor } from '@/server/auth/preview-session'
import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'

export const getSiteSettings = cachedQuery('site-settings', [cacheTags.siteSettings], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
})

export const getHome = cachedQuery('home', [cacheTags.home], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'home', depth: 1 })
})

/*
 * What a request for / shows: the latest draft in an editor's preview (the CMS's live preview,
 * read as that editor and never cached), the published home page otherwise.
 */
export const loadHomeForRequest = cache(async () => {
  const editor = await previewEditor()
  if (!editor) return { home: await getHome(), preview: false }
  const payload = await getPayloadClient()
  const home = await payload.findGlobal({
    slug: 'home',
    draft: true,
    user: editor,
    overrideAccess: false,
    depth: 1,
  })
  return { home, preview: true }
})

export const getFinancing = cachedQuery('financing', [cacheTags.financing], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'financing', depth: 0 })
})

/** The processing charge and the rates of the out-the-door estimate, in cents. */
export const getPriceRules = cachedQuery('pricing', [cacheTags.pricing], async () => {
  const payload = await getPayloadClient()
  return priceRules(await payload.findGlobal({ slug: 'pricing', depth: 0 }))
})

/** The deposit that reserves a unit online, from the same global (ADR 0063); null when none. */
export const getDepositRules = cachedQuery('deposit', [cacheTags.pricing], async () => {
  const payload = await getPayloadClient()
  return depositRules(await payload.findGlobal({ slug: 'pricing', depth: 0 }))
})

/** The privacy notice's words and the retention periods the daily job applies (issue 55). */
export const getPrivacy = cachedQuery('privacy', [cacheTags.privacy], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'privacy', depth: 0 })
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
