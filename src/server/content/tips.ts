import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { isTipSlug, tipPath } from '@/lib/tips/paths'
import type { Tip, User } from '@/payload-types'
import { previewEditor } from '@/server/auth/preview-session'
import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'
import { published } from '@/server/content/published'

/** A guide is served at its slug and, when it declares another canonical address, there too. */
const atSegment = (segment: string): Where => ({
  or: [{ slug: { equals: segment } }, { canonicalPath: { equals: tipPath(segment) } }],
})

// A slug wins over another guide's canonical address, so an alias can never hide a guide.
const pick = (docs: Tip[], segment: string): Tip | null =>
  docs.find((tip) => tip.slug === segment) ?? docs[0] ?? null

/** The published guides for /tips, generateStaticParams and the sitemap, in the editors' order. */
export const getTipCards = cachedQuery('tip-cards', [cacheTags.tips], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tips',
    where: published,
    sort: 'order',
    // The card's picture (a media document).
    depth: 1,
    pagination: false,
    select: {
      slug: true,
      title: true,
      excerpt: true,
      image: true,
      readTime: true,
      canonicalPath: true,
      updatedAt: true,
    },
  })
  return docs
})

export type TipCard = Awaited<ReturnType<typeof getTipCards>>[number]

/** The published guide served at /tips/{segment}, or null. */
export const getPublishedTip = cachedQuery('tip', [cacheTags.tips], async (segment: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tips',
    where: { and: [published, atSegment(segment)] },
    // The share picture (a media document).
    depth: 1,
    limit: 2,
  })
  return pick(docs, segment)
})

/** The latest version, draft or not, for an editor's preview; never cached. */
export async function getTipDraft(segment: string, editor: User): Promise<Tip | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tips',
    where: atSegment(segment),
    draft: true,
    // As the editor: the collection's read access decides who sees drafts, not this query.
    user: editor,
    overrideAccess: false,
    depth: 1,
    limit: 2,
  })
  return pick(docs, segment)
}

/*
 * What a request for /tips/{segment} shows: the latest version in an editor's preview, the
 * published guide otherwise. Shared by the page and its metadata in one render.
 */
export const loadTipForRequest = cache(async (segment: string) => {
  if (!isTipSlug(segment)) return null
  // Draft mode alone is a shared cookie: a draft is shown only to a live editor session.
  const editor = await previewEditor({ collection: 'tips', slug: segment })
  const tip = editor ? await getTipDraft(segment, editor) : await getPublishedTip(segment)
  return tip ? { tip, preview: editor !== null } : null
})
