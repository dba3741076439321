import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import sitemap from '@/app/sitemap'
import { followIfMoved } from '@/server/content/redirects'

import { sample } from './helpers/authz-fixtures'
import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'

/*
 * Old addresses (ADR 0040): publishing a page under a new slug makes its old address redirect to
 * the new one; drafts make none; chains collapse to one hop; nothing loops; editors' own
 * redirects follow the same rules; a change purges the redirects tag.
 */
const purged = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => purged.push(tag),
}))
vi.mock('@/server/internals/next-work-store', () => ({ insideNextRequest: () => true }))

const run = `${process.pid}`
const slug = (name: string) => `redirects-${run}-${name}`
const path = (name: string) => `/tips/${slug(name)}`

let editor: Headers
let tipId: number

const json = async (response: Response) => (await response.json()) as Record<string, unknown>

/** The stored redirects among this test's addresses, as from → to. */
async function redirects(): Promise<Record<string, string>> {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'redirects',
    where: { from: { like: `redirects-${run}-` } },
    pagination: false,
    depth: 0,
  })
  return Object.fromEntries(docs.map((doc) => [doc.from, doc.to]))
}

/** Saves the tip under `name` as the editor would in the CMS: published, or as a draft. */
async function rename(name: string, publish = true) {
  const query = publish ? '' : '?draft=true'
  const response = await cms('PATCH', `tips/${tipId}${query}`, new Headers(editor), {
    slug: slug(name),
    ...(publish ? { _status: 'published' } : {}),
  })
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
}

beforeAll(async () => {
  editor = await signedInHeaders('editor')
  const data = { ...(await sample('tips', 1)), slug: slug('a'), _status: 'published' }
  const created = await json(await cms('POST', 'tips', new Headers(editor), data))
  tipId = (created.doc as { id: number }).id
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'tips', id: tipId })
  await client.delete({ collection: 'redirects', where: { from: { like: `redirects-${run}-` } } })
})

describe('a published page that changes its slug', () => {
  it('makes no redirect while the new slug is only in a draft', async () => {
    await rename('b', false)
    expect(await redirects()).toEqual({})
  })

  it('redirects the address visitors knew once the new slug is published, and purges', async () => {
    purged.length = 0
    await rename('b')
    expect(await redirects()).toEqual({ [path('a')]: path('b') })
    expect(purged).toContain('redirects')
  })

  it('collapses a chain: every old address goes straight to the newest', async () => {
    await rename('c')
    expect(await redirects()).toEqual({ [path('a')]: path('c'), [path('b')]: path('c') })
  })

  it('never loops when the page takes an old address back', async () => {
    await rename('a')
    expect(await redirects()).toEqual({ [path('b')]: path('a'), [path('c')]: path('a') })
  })

  it('answers a visitor at an old address with a permanent redirect to the page', async () => {
    await expect(followIfMoved(path('b'))).rejects.toMatchObject({
      digest: `NEXT_REDIRECT;replace;${path('a')};308;`,
    })
    await expect(followIfMoved(path('nothing-here'))).resolves.toBeUndefined()
  })
})

describe('the sitemap', () => {
  const listed = async () => (await sitemap()).map((entry) => new URL(entry.url).pathname)

  it("lists a renamed page's new address only, and no page that is only a draft", async () => {
    await rename('g')
    const client = await payload()
    const draft = await client.create({
      collection: 'tips',
      data: { ...(await sample('tips', 2)), slug: slug('draft-only'), _status: 'draft' },
      draft: true,
    })
    try {
      const paths = await listed()
      expect(paths).toContain(path('g'))
      expect(paths).not.toContain(path('a'))
      expect(paths).not.toContain(path('draft-only'))
      expect(paths.filter((p) => p.startsWith('/trailers/')).length).toBeGreaterThan(1)
    } finally {
      await client.delete({ collection: 'tips', id: draft.id })
      await rename('a')
    }
  })
})

describe('redirects editors write', () => {
  it('refuses one that would send visitors in a circle, with a clear message', async () => {
    const response = await cms('POST', 'redirects', new Headers(editor), {
      from: path('a'),
      to: path('b'),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(
      'This would send visitors in a circle back to the old address.',
    )
  })

  it('goes straight to the end of a chain, and the chain follows it when it moves', async () => {
    const created = await cms('POST', 'redirects', new Headers(editor), {
      from: path('d'),
      to: path('b'),
    })
    expect(created.status).toBe(201)
    expect((await redirects())[path('d')]).toBe(path('a'))

    const moved = await cms('POST', 'redirects', new Headers(editor), {
      from: path('e'),
      to: path('d'),
    })
    expect(moved.status).toBe(201)
    expect((await redirects())[path('e')]).toBe(path('a'))
  })

  it('refuses an address that is not a path on this site', async () => {
    for (const to of ['https://elsewhere.example/x', '//elsewhere.example', '/tips/a?b=1']) {
      const response = await cms('POST', 'redirects', new Headers(editor), { from: path('f'), to })
      expect(response.status, to).toBe(400)
    }
  })

  it('are hidden from anonymous visitors', async () => {
    expect((await cms('GET', 'redirects', new Headers())).status).toBe(403)
  })
})
