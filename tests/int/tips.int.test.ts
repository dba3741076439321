import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import { describe, expect, it } from 'vitest'

import { GET as preview } from '@/app/api/preview/route'
import type { User } from '@/payload-types'
import { tipSeeds } from '@/seed/tips'
import { tipDocument } from '@/seed/tips/seed'
import { editorOf } from '@/server/auth/preview-session'
import { getPublishedTip, getTipCards, getTipDraft } from '@/server/content/tips'

import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'

/* A signed-in editor, as draft renders require (src/server/auth/preview-session.ts). */
const editor = async () => {
  const client = await payload()
  const { user } = await client.auth({ headers: await signedInHeaders('editor') })
  return user as User
}

const specReadTimes = [
  ['check-tire-pressure-monthly', 3],
  ['wheel-bearing-maintenance', 5],
  ['safety-chains-guide', 4],
  ['trailer-light-inspection', 3],
  ['tongue-weight-guide', 4],
  ['saltwater-maintenance', 3],
  ['winterizing-trailer', 6],
  ['loading-boat-correctly', 5],
  ['brake-maintenance', 6],
  ['choosing-right-trailer', 7],
  ['troubleshooting-guide', 8],
]

type LexicalNode = { type: string; [key: string]: unknown }
const nodesOf = (node: LexicalNode): LexicalNode[] => [
  node,
  ...((node.children ?? []) as LexicalNode[]).flatMap(nodesOf),
]

const publishedTip = async (segment: string) => {
  const tip = await getPublishedTip(segment)
  if (!tip) throw new Error(`no published tip at ${segment}`)
  return tip
}

describe('tips content', () => {
  it('publishes the 11 guides with the spec slugs and read times, in index order', async () => {
    const cards = await getTipCards()
    expect(cards.map((tip) => [tip.slug, tip.readTime])).toEqual(specReadTimes)

    const client = await payload()
    const { docs } = await client.find({ collection: 'tips', pagination: false, depth: 0 })
    expect(docs.filter((tip) => tip._status === 'published')).toHaveLength(11)
  })

  it('gives FAQ entries only to bearings (4), brakes (4) and troubleshooting (5)', async () => {
    const client = await payload()
    const { docs } = await client.find({ collection: 'tips', pagination: false, depth: 0 })
    const counts = Object.fromEntries(
      docs.filter((tip) => tip.faq?.length).map((tip) => [tip.slug, tip.faq?.length]),
    )
    expect(counts).toEqual({
      'wheel-bearing-maintenance': 4,
      'brake-maintenance': 4,
      'troubleshooting-guide': 5,
    })
  })

  it('stores each Markdown body as Lexical headings, lists and bold text', async () => {
    const tip = await publishedTip('troubleshooting-guide')
    const nodes = nodesOf(tip.body.root)
    const headings = nodes.filter((node) => node.type === 'heading').map((node) => node.tag)
    expect(headings).toContain('h2')
    expect(headings).toContain('h3')
    expect(nodes.some((node) => node.type === 'list' && node.tag === 'ol')).toBe(true)
    expect(nodes.some((node) => node.type === 'list' && node.tag === 'ul')).toBe(true)
    expect(JSON.stringify(tip.body)).not.toMatch(/\*\*|^#+ /m)
  })
})

describe('public tip readers', () => {
  it('serve a guide at its slug and at the canonical address it declares', async () => {
    expect((await publishedTip('brake-maintenance-guide')).slug).toBe('brake-maintenance')
    expect((await publishedTip('winterizing-your-trailer')).slug).toBe('winterizing-trailer')
    expect((await publishedTip('brake-maintenance')).canonicalPath).toBe(
      '/tips/brake-maintenance-guide',
    )
    expect(await getPublishedTip('no-such-guide')).toBeNull()
  })

  it('keep a draft change invisible until it is published, then show it', async () => {
    const client = await payload()
    const original = await publishedTip('tongue-weight-guide')
    const revised = 'Tongue Weight, Revised Draft'
    try {
      await client.update({
        collection: 'tips',
        id: original.id,
        data: { title: revised },
        draft: true,
      })
      expect((await publishedTip('tongue-weight-guide')).title).toBe(original.title)
      const card = (await getTipCards()).find((tip) => tip.slug === 'tongue-weight-guide')
      expect(card?.title).toBe(original.title)
      expect((await getTipDraft('tongue-weight-guide', await editor()))?.title).toBe(revised)

      await client.update({
        collection: 'tips',
        id: original.id,
        data: { title: revised, _status: 'published' },
      })
      expect((await publishedTip('tongue-weight-guide')).title).toBe(revised)
      const published = (await getTipCards()).find((tip) => tip.slug === 'tongue-weight-guide')
      expect(published?.title).toBe(revised)
    } finally {
      await client.update({
        collection: 'tips',
        id: original.id,
        data: { title: original.title, _status: 'published' },
      })
    }
  })

  it('keep a guide with a newer draft published through a save that sends no _status', async () => {
    const client = await payload()
    const original = await publishedTip('safety-chains-guide')
    const headers = await signedInHeaders('editor')
    const save = (query: string, body: Record<string, unknown>) =>
      cms('PATCH', `tips/${original.id}${query}`, new Headers(headers), body)
    try {
      expect((await save('?draft=true', { title: 'Safety Chains, Draft' })).status).toBe(200)
      const plain = await save('', { readTime: 9 })
      expect(plain.status).toBe(200)
      const shown = await publishedTip('safety-chains-guide')
      expect(shown.title).toBe(original.title)
      expect(shown.readTime).toBe(original.readTime)
      const draft = await getTipDraft('safety-chains-guide', await editor())
      expect(draft).toMatchObject({ title: 'Safety Chains, Draft', readTime: 9 })

      // Asking is still possible: `_status: 'draft'` unpublishes, 'published' publishes.
      expect((await save('', { _status: 'draft' })).status).toBe(200)
      expect(await getPublishedTip('safety-chains-guide')).toBeNull()
    } finally {
      await client.update({
        collection: 'tips',
        id: original.id,
        data: { title: original.title, readTime: original.readTime, _status: 'published' },
      })
    }
    expect((await publishedTip('safety-chains-guide')).title).toBe(original.title)
  })

  it('never show a guide that has not been published', async () => {
    const client = await payload()
    const editorConfig = await editorConfigFactory.default({ config: client.config })
    const draft = await client.create({
      collection: 'tips',
      data: {
        ...tipDocument(tipSeeds[0], editorConfig),
        slug: 'unpublished-guide',
        _status: 'draft',
      },
      draft: true,
    })
    try {
      expect(await getPublishedTip('unpublished-guide')).toBeNull()
      expect((await getTipCards()).map((tip) => tip.slug)).not.toContain('unpublished-guide')
      expect((await getTipDraft('unpublished-guide', await editor()))?.id).toBe(draft.id)
    } finally {
      await client.delete({ collection: 'tips', id: draft.id })
    }
  })

  it('refuses to publish a call to action that is a script, data or protocol-relative link', async () => {
    const client = await payload()
    const original = await publishedTip('safety-chains-guide')
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      '//evil.example',
    ]) {
      await expect(
        client.update({
          collection: 'tips',
          id: original.id,
          data: { cta: { ...original.cta, href }, _status: 'published' },
        }),
        href,
      ).rejects.toThrow(/Call to action > Link/)
    }
    expect((await publishedTip('safety-chains-guide')).cta?.href).toBe(original.cta?.href)
  })

  it('refuses to publish a body link that is a script, data or protocol-relative link', async () => {
    const client = await payload()
    const original = await publishedTip('safety-chains-guide')
    const withLink = (url: string) => {
      const text = { type: 'text', text: 'Read more', version: 1, format: 0, mode: 'normal' }
      const block = { direction: 'ltr' as const, format: '' as const, indent: 0 }
      const link = {
        ...block,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url, newTab: false },
        children: [{ ...text, style: '', detail: 0 }],
      }
      const paragraph = { ...block, type: 'paragraph', version: 1, children: [link] }
      const root = original.body.root
      return { ...original.body, root: { ...root, children: [...root.children, paragraph] } }
    }
    for (const url of ['data:text/html,<script>x</script>', '//evil.example', 'javascript:x']) {
      await expect(
        client.update({
          collection: 'tips',
          id: original.id,
          data: { body: withLink(url), _status: 'published' },
        }),
        url,
      ).rejects.toThrow(/Body/)
    }
    await expect(
      client.update({
        collection: 'tips',
        id: original.id,
        data: { body: withLink('https://www.example.com/guide'), _status: 'published' },
      }),
    ).resolves.toMatchObject({ id: original.id })
    await client.update({
      collection: 'tips',
      id: original.id,
      data: { body: original.body, _status: 'published' },
    })
  })
})

describe('GET /api/preview', () => {
  const previewRequest = (headers?: HeadersInit) =>
    preview(new Request(appUrl('/api/preview?slug=brake-maintenance'), { headers }), {})

  it('refuses an anonymous visitor and sets no draft-mode cookie', async () => {
    const response = await previewRequest()
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a forged session token', async () => {
    const response = await previewRequest({ Authorization: 'JWT not-a-real-token' })
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('draft renders', () => {
  it('need a live editor session, not just the draft-mode cookie', async () => {
    const client = await payload()
    const headers = await signedInHeaders('editor')
    expect((await editorOf(client, headers))?.role).toBe('editor')
    expect(await editorOf(client, new Headers({ cookie: '__prerender_bypass=shared' }))).toBeNull()
    expect(await editorOf(client, await signedInHeaders('staff'))).not.toBeNull()
  })

  it('stop for an account that was deleted, even with its old session token', async () => {
    const client = await payload()
    const headers = await signedInHeaders('editor')
    const user = await editorOf(client, headers)
    await client.delete({ collection: 'users', id: user!.id })
    expect(await editorOf(client, headers)).toBeNull()
  })

  it("read drafts with the editor's own access, which the public does not have", async () => {
    const client = await payload()
    const { docs } = await client.find({
      collection: 'tips',
      where: { slug: { equals: 'brake-maintenance' } },
      draft: true,
      overrideAccess: false,
      depth: 0,
    })
    expect(docs.every((doc) => doc._status === 'published')).toBe(true)
    expect((await getTipDraft('brake-maintenance', await editor()))?.slug).toBe('brake-maintenance')
  })
})
