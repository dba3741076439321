import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { DraftsAndScheduled } from '@/components/cms/DraftsAndScheduled'

import { getCataloguePage } from '@/server/content/catalogue'
import { getHome } from '@/server/content/site'

import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'

/*
 * Drafts and history (ADR 0038): a draft save changes nothing a visitor reads and purges no
 * cache tag; publishing and restoring do both; drafts and versions are the editors'.
 */
const purged = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => purged.push(tag),
}))
// As if Next served the request: the hooks purge only then (src/server/cache/revalidate.ts).
vi.mock('@/server/internals/next-work-store', () => ({ insideNextRequest: () => true }))

let editor: Headers
const anonymous = () => new Headers()
let pageId: number
let heading: string
let headline: string

const json = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return (await response.json()) as Record<string, unknown>
}

const heroHeading = async (path: string, headers: Headers) => {
  const body = await json(await cms('GET', path, headers))
  const doc = (body.docs as { hero: { heading: string } }[] | undefined)?.[0] ?? body
  return (doc as { hero: { heading: string } }).hero.heading
}

beforeAll(async () => {
  editor = await signedInHeaders('editor')
  const page = await getCataloguePage('pwc')
  pageId = page!.id
  heading = page!.hero.heading
  headline = (await getHome()).hero.headline
})

beforeEach(() => {
  purged.length = 0
})

afterAll(async () => {
  const client = await payload()
  await client.update({
    collection: 'catalogue-pages',
    id: pageId,
    data: { hero: { heading }, _status: 'published' },
  })
  await client.updateGlobal({ slug: 'home', data: { hero: { headline }, _status: 'published' } })
})

describe('a catalogue page draft', () => {
  it('changes nothing visitors read, from any address, and purges nothing', async () => {
    const saved = await cms('PATCH', `catalogue-pages/${pageId}?draft=true`, new Headers(editor), {
      hero: { heading: 'Draft heading' },
    })
    expect(saved.status).toBe(200)
    expect(purged).toEqual([])

    expect((await getCataloguePage('pwc'))?.hero.heading).toBe(heading)
    const where = 'where[slug][equals]=pwc'
    for (const path of [
      `catalogue-pages?${where}`,
      `catalogue-pages?draft=true&${where}`,
      `catalogue-pages/${pageId}?draft=true`,
    ]) {
      expect(await heroHeading(path, anonymous()), path).toBe(heading)
    }
    // The editor sees the draft.
    expect(await heroHeading(`catalogue-pages/${pageId}?draft=true`, new Headers(editor))).toBe(
      'Draft heading',
    )
  })

  it('keeps its versions from visitors; editors see them, each naming who saved it', async () => {
    const path = `catalogue-pages/versions?where[parent][equals]=${pageId}&sort=-updatedAt`
    expect((await cms('GET', path, anonymous())).status).toBe(403)
    const body = await json(await cms('GET', path, new Headers(editor)))
    const [latest] = body.docs as { version: { editedBy: unknown; _status: string } }[]
    expect(latest.version._status).toBe('draft')
    expect(latest.version.editedBy).toBeTruthy()
  })

  it('is live once published, with its pages purged; restoring the previous version brings it back, purged too', async () => {
    const published = await cms('PATCH', `catalogue-pages/${pageId}`, new Headers(editor), {
      hero: { heading: 'Published heading' },
      _status: 'published',
    })
    expect(published.status).toBe(200)
    expect(purged).toContain('catalogue-pages')
    expect((await getCataloguePage('pwc'))?.hero.heading).toBe('Published heading')

    const versions = await json(
      await cms(
        'GET',
        `catalogue-pages/versions?where[parent][equals]=${pageId}&where[version._status][equals]=published&sort=-updatedAt&limit=2`,
        new Headers(editor),
      ),
    )
    const previous = (versions.docs as { id: number; version: { hero: { heading: string } } }[])[1]
    expect(previous.version.hero.heading).toBe(heading)

    purged.length = 0
    const restored = await cms(
      'POST',
      `catalogue-pages/versions/${previous.id}`,
      new Headers(editor),
    )
    expect(restored.status).toBe(200)
    expect(purged).toContain('catalogue-pages')
    expect((await getCataloguePage('pwc'))?.hero.heading).toBe(heading)
  })
})

describe('a home page draft', () => {
  it('changes nothing visitors read, ?draft=true included, and purges nothing; publishing does', async () => {
    const saved = await cms('POST', 'globals/home?draft=true', new Headers(editor), {
      hero: { headline: 'Draft headline' },
    })
    expect(saved.status).toBe(200)
    expect(purged).toEqual([])
    expect((await getHome()).hero.headline).toBe(headline)
    for (const path of ['globals/home', 'globals/home?draft=true']) {
      const body = await json(await cms('GET', path, anonymous()))
      expect((body as { hero: { headline: string } }).hero.headline, path).toBe(headline)
    }
    expect((await cms('GET', 'globals/home/versions', anonymous())).status).toBe(403)

    await json(
      await cms('POST', 'globals/home', new Headers(editor), {
        hero: { headline: 'Published headline' },
        _status: 'published',
      }),
    )
    expect(purged).toContain('home')
    expect((await getHome()).hero.headline).toBe('Published headline')
  })
})

describe('a scheduled publish', () => {
  it('shows on the dashboard with the draft, and publishes the latest draft when due, run by the job queue with nobody signed in', async () => {
    const client = await payload()
    const saved = await cms('PATCH', `catalogue-pages/${pageId}?draft=true`, new Headers(editor), {
      hero: { heading: 'Scheduled heading' },
    })
    expect(saved.status).toBe(200)
    await client.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'catalogue-pages', value: pageId } },
      waitUntil: new Date(Date.now() + 1_000),
    })

    const dashboard = renderToStaticMarkup(await DraftsAndScheduled({ payload: client }))
    expect(dashboard).toContain(`href="/cms/collections/catalogue-pages/${pageId}"`)
    expect(dashboard).toMatch(/Publish Catalogue page “[^”]+”<\/a> at /)

    await client.jobs.run({ queue: 'default' })
    expect((await getCataloguePage('pwc'))?.hero.heading).not.toBe('Scheduled heading')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await client.jobs.run({ queue: 'default' })
    expect((await getCataloguePage('pwc'))?.hero.heading).toBe('Scheduled heading')
  })
})
