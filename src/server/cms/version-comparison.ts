import 'server-only'

import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { getPayloadClient } from '@/server/payload'

type SearchParams = { [key: string]: string | string[] }

const published: Where = { 'version._status': { equals: 'published' } }

/*
 * The version visitors see now: the latest published one of a document that is published (an
 * unpublished document has none), as Payload's own view finds its "Currently published".
 */
async function publishedVersionId(payload: Payload, segments: string[]) {
  const [kind, slug, ...rest] = segments
  const query = { where: published, sort: '-updatedAt', limit: 1, depth: 0, pagination: false }
  if (kind === 'collections' && rest.length === 3 && rest[1] === 'versions') {
    const config = payload.config.collections.find((c) => c.slug === slug)
    if (!config?.versions?.drafts || !/^\d{1,9}$/.test(rest[0])) return null
    const { totalDocs } = await payload.count({
      collection: slug as CollectionSlug,
      where: { id: { equals: Number(rest[0]) }, _status: { equals: 'published' } },
      trash: true,
    })
    if (totalDocs === 0) return null
    const { docs } = await payload.findVersions({
      ...query,
      collection: slug as CollectionSlug,
      where: { and: [published, { parent: { equals: Number(rest[0]) } }] },
    })
    return docs[0]?.id ?? null
  }
  if (kind === 'globals' && rest.length === 2 && rest[0] === 'versions') {
    const config = payload.config.globals.find((g) => g.slug === slug)
    if (!config?.versions?.drafts) return null
    const current = await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0 })
    if ((current as { _status?: unknown })._status !== 'published') return null
    const { docs } = await payload.findGlobalVersions({ ...query, slug: slug as GlobalSlug })
    return docs[0]?.id ?? null
  }
  return null
}

/**
 * A version opened from History is compared with the published one (issue 52 item 7): Payload
 * compares with the version before it, so a document's first version showed every field as new.
 * The id only picks the comparison; Payload's view reads both versions with the editor's access.
 * The published version itself, or a choice made in the view, is left to Payload.
 */
export async function comparedWithPublished(
  segments: string[] | undefined,
  search: SearchParams,
): Promise<SearchParams> {
  if (!segments || search.versionFrom) return search
  const payload = await getPayloadClient()
  const id = await publishedVersionId(payload, segments)
  return id === null || String(id) === segments.at(-1)
    ? search
    : { ...search, versionFrom: String(id) }
}
