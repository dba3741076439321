import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import sitemap from '@/app/sitemap'
import { followIfMoved } from '@/server/content/redirects'

import { sample } from './helpers/authz-fixtures'
import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'

/*
 * Old addresses (ADRs 0040 and 0059): publishing a page under a new slug makes its old address
 * redirect to the new one; drafts make none; chains collapse to one hop; nothing loops; editors'
 * own redirects start from any path that is no page and end at a page or another https site; each
 * follow is counted; a change purges the redirects tag.
 */
const purged = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => purged.push(tag),
}))
vi.mock('@/server/internals/next-work-store', () => ({ insideNextRequest: () => true }))
// A use is counted after Next's answer has gone; here, at once, so the test can await it.
const afterAnswer = vi.hoisted(() => [] as Promise<unknown>[])
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => afterAnswer.push(task()),
}))

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

  it('answers a visitor at an old address with a permanent redirect, and counts it', async () => {
    afterAnswer.length = 0
    await expect(followIfMoved(path('b'))).rejects.toMatchObject({
      digest: `NEXT_REDIRECT;replace;${path('a')};308;`,
    })
    await Promise.all(afterAnswer)
    const { docs } = await (
      await payload()
    ).find({ collection: 'redirects', where: { from: { equals: path('b') } }, depth: 0 })
    expect(docs[0]).toMatchObject({ uses: 1 })
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
  it('refuses one from a live page, which visitors would never leave', async () => {
    for (const from of [path('a'), '/about', '/cms/login']) {
      const response = await cms('POST', 'redirects', new Headers(editor), { from, to: '/tips' })
      expect(response.status, from).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(
        'This address is a page of this site, so visitors would never be sent on from it.',
      )
    }
  })

  it('takes any old path, to a fixed page, another https site, and as a temporary move', async () => {
    const old = `/Redirects-${run}-Old.html`
    const created = await cms('POST', 'redirects', new Headers(editor), {
      from: old,
      to: '/inventory?type=bunk',
      temporary: true,
      uses: 40,
    })
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(201)
    const doc = (await json(created)).doc as { id: number; uses: number }
    expect(doc.uses).toBe(0)
    await expect(followIfMoved(old)).rejects.toMatchObject({
      digest: 'NEXT_REDIRECT;replace;/inventory?type=bunk;307;',
    })
    const outside = await cms('PATCH', `redirects/${doc.id}`, new Headers(editor), {
      to: 'https://www.venturetrailers.com/',
    })
    expect(outside.status).toBe(200)
    await (await payload()).delete({ collection: 'redirects', id: doc.id })
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

  it('refuses a target that is no page of this site nor an https address', async () => {
    for (const to of [
      'http://elsewhere.example/x',
      '//elsewhere.example',
      '/tips/a?b c',
      '/trailers/no-such-page',
      path('never-published'),
    ]) {
      const response = await cms('POST', 'redirects', new Headers(editor), { from: path('f'), to })
      expect(response.status, to).toBe(400)
      expect(JSON.stringify(await response.json()), to).toContain(
        'Use a published page of this site',
      )
    }
  })

  it('are hidden from anonymous visitors', async () => {
    expect((await cms('GET', 'redirects', new Headers())).status).toBe(403)
  })
})
