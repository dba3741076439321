import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { homeMetadata } from '@/server/content/home-metadata'
import { getHome } from '@/server/content/site'

import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'

/*
 * The home page's search listing (issue 37, item 6; ADR 0040): an editor writes its title,
 * description and share picture in /cms → Home, and / is described by them once published;
 * what is left empty keeps the site's own texts. Its columns come from migrations that run before
 * the ones reading the home page through the current config, on this file's new database too.
 */
let editor: Headers
let picture: Media

beforeAll(async () => {
  editor = await signedInHeaders('editor')
  const { docs } = await (
    await payload()
  ).find({
    collection: 'media',
    where: { mimeType: { contains: 'image/' } },
    limit: 1,
    depth: 0,
  })
  picture = docs[0]!
})

afterAll(async () => {
  const client = await payload()
  await client.updateGlobal({
    slug: 'home',
    data: { meta: { title: null, description: null, keywords: null, image: null } },
  })
})

const publish = async (meta: Record<string, unknown>) => {
  const response = await cms('POST', 'globals/home', new Headers(editor), {
    meta,
    _status: 'published',
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('the home page search listing', () => {
  it('keeps the site texts until an editor writes them', async () => {
    const metadata = homeMetadata((await getHome()).meta)
    expect(metadata.title).toBe(
      'Venture Boat Trailers in Edgewater, MD | Aluminum & Galvanized | Made in the USA',
    )
    expect(metadata.keywords).toContain('Edgewater MD boat trailer dealer')
  })

  it('describes / with the title, description and share picture an editor published', async () => {
    await publish({
      title: 'Boat trailers in Edgewater, MD | Venture Trailers',
      description: 'Aluminum and galvanized Venture boat trailers, in stock on Route 2.',
      image: picture.id,
    })
    const metadata = homeMetadata((await getHome()).meta)
    expect(metadata.title).toBe('Boat trailers in Edgewater, MD | Venture Trailers')
    expect(metadata.description).toBe(
      'Aluminum and galvanized Venture boat trailers, in stock on Route 2.',
    )
    const images = metadata.openGraph?.images as { url: string }[]
    expect(images[0]!.url).toMatch(new RegExp(`${picture.filename}$`))
    expect(images[0]!.url).toMatch(/^https?:\/\//)

    await publish({ title: '', description: '', image: null })
    expect(homeMetadata((await getHome()).meta).title).toBe(
      'Venture Boat Trailers in Edgewater, MD | Aluminum & Galvanized | Made in the USA',
    )
  })
})
