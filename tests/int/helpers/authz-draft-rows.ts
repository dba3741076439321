import type { GlobalSlug } from 'payload'
import { expect } from 'vitest'

import {
  change,
  createDoc,
  globalChange,
  nextNumber,
  removeDocs,
  storedDoc,
  type Slug,
} from './authz-fixtures'
import type { Row, Who } from './authz-rows'
import { cms, type Trial } from './authz-trials'
import { payload } from './requests'

/*
 * The matrix's rows for drafts and versions (ADR 0038): who reads a document's history, who
 * saves a draft, and that `?draft=true` shows a visitor the published document, never the draft.
 */
type Versioned = Extract<
  Slug,
  'catalogue-pages' | 'trailer-models' | 'categories' | 'accessories' | 'tips'
>
type VersionedGlobal = Extract<GlobalSlug, 'home' | 'site-settings' | 'financing'>

// collection or global      who saves drafts and reads versions   (src/collections, src/globals)
export const versionedCollections: [Versioned, Who][] = [
  ['catalogue-pages', 'editor'],
  ['trailer-models', 'editor'],
  ['categories', 'staff'],
  ['accessories', 'editor'],
  ['tips', 'editor'],
]
export const versionedGlobals: VersionedGlobal[] = ['home', 'site-settings', 'financing']

const marker = (n: number) => `Draft only ${n}`

/* A published document with a newer draft whose change carries a marker visitors must not see. */
async function publishedWithDraft(slug: Versioned): Promise<{ id: number | string; n: number }> {
  const client = await payload()
  const n = nextNumber()
  const { id } = await createDoc(slug, n)
  await client.update({ collection: slug, id, data: { _status: 'published' } as never })
  const draft =
    slug === 'trailer-models'
      ? { boatLength: marker(n) }
      : slug === 'categories'
        ? { name: marker(n) }
        : { title: marker(n) }
  await client.update({ collection: slug, id, data: draft as never, draft: true })
  return { id, n }
}

const versionCount = async (slug: Versioned, id: number | string) =>
  (await (await payload()).countVersions({ collection: slug, where: { parent: { equals: id } } }))
    .totalDocs

const draftRows = (slug: Versioned, who: Who): Row[] => [
  {
    route: `GET /cms/api/${slug}/versions`,
    who,
    ok: 200,
    anonymous: 403,
    kind: 'read',
    arrange: async (): Promise<Trial> => {
      const { id } = await publishedWithDraft(slug)
      return {
        send: (headers) => cms('GET', `${slug}/versions?where[parent][equals]=${id}`, headers),
        state: () => versionCount(slug, id),
        inspect: (body) => expect.soft((body?.docs as unknown[]).length).toBeGreaterThan(1),
        cleanup: () => removeDocs(slug, [id]),
      }
    },
  },
  {
    route: `GET /cms/api/${slug}/{id}?draft=true`,
    // Everyone reads it; only those who may edit see the draft (inspect).
    who: 'own',
    ok: 200,
    anonymous: 200,
    kind: 'read',
    arrange: async (): Promise<Trial> => {
      const { id, n } = await publishedWithDraft(slug)
      return {
        send: (headers) => cms('GET', `${slug}/${id}?draft=true&depth=0`, headers),
        state: () => storedDoc(slug, id),
        inspect: (body, caller) => {
          const sees = JSON.stringify(body).includes(marker(n))
          expect.soft(sees, `${caller.name} sees the draft`).toBe(caller.role !== null)
        },
        cleanup: () => removeDocs(slug, [id]),
      }
    },
  },
  {
    route: `PATCH /cms/api/${slug}/{id}?draft=true`,
    who,
    ok: 200,
    anonymous: 403,
    kind: 'write',
    arrange: async (): Promise<Trial> => {
      const { id } = await publishedWithDraft(slug)
      const n = nextNumber()
      return {
        send: (headers) => cms('PATCH', `${slug}/${id}?draft=true`, headers, change[slug](n)),
        state: () => storedDoc(slug, id),
        cleanup: () => removeDocs(slug, [id]),
      }
    },
  },
]

const globalDraftRows = (slug: VersionedGlobal): Row[] => [
  {
    route: `GET /cms/api/globals/${slug}/versions`,
    who: 'editor',
    ok: 200,
    anonymous: 403,
    kind: 'read',
    arrange: async (): Promise<Trial> => ({
      send: (headers) => cms('GET', `globals/${slug}/versions`, headers),
      state: async () => (await (await payload()).countGlobalVersions({ global: slug })).totalDocs,
    }),
  },
  {
    route: `GET /cms/api/globals/${slug}?draft=true`,
    who: 'own',
    ok: 200,
    anonymous: 200,
    kind: 'read',
    arrange: async (): Promise<Trial> => {
      const client = await payload()
      const published = await client.findGlobal({ slug, depth: 0 })
      await client.updateGlobal({
        slug,
        data: globalChange[slug](nextNumber()) as never,
        draft: true,
      })
      const latest = await client.findGlobal({ slug, depth: 0, draft: true })
      return {
        send: (headers) => cms('GET', `globals/${slug}?draft=true&depth=0`, headers),
        state: async () => (await payload()).findGlobal({ slug, depth: 0, draft: true }),
        inspect: (body, caller) => {
          const shown = caller.role ? latest : published
          expect
            .soft(body?.updatedAt, `${caller.name} sees the ${caller.role ? 'draft' : 'published'}`)
            .toBe(shown.updatedAt)
        },
      }
    },
  },
  {
    route: `POST /cms/api/globals/${slug}?draft=true`,
    who: 'editor',
    ok: 200,
    anonymous: 403,
    kind: 'write',
    arrange: async (): Promise<Trial> => {
      const n = nextNumber()
      return {
        send: (headers) =>
          cms('POST', `globals/${slug}?draft=true`, headers, globalChange[slug](n)),
        state: async () => (await payload()).findGlobal({ slug, depth: 0, draft: true }),
      }
    },
  },
]

export const versionRows: Row[] = [
  ...versionedCollections.flatMap(([slug, who]) => draftRows(slug, who)),
  ...versionedGlobals.flatMap(globalDraftRows),
]
