import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Tip } from '@/payload-types'
import { emptyTrash, trashDays } from '@/server/content/empty-trash'
import { getPublishedTip } from '@/server/content/tips'
import { dayMs } from '@/lib/durations'

import { sample } from './helpers/authz-fixtures'
import { cms } from './helpers/authz-trials'
import { payload, signedInHeaders } from './helpers/requests'
import { smallPng } from '../support/inventory-image-fixtures'

/*
 * Undo a delete (issue 52 item 8, ADR 0059): a deleted tip goes to Payload's trash, leaves the
 * public site and comes back on restore; what has been in the trash for 30 days is deleted for
 * good each night; a picture still shown somewhere is neither trashed nor deleted, and the
 * refusal says where it is used.
 */
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))
vi.mock('@/server/internals/next-work-store', () => ({ insideNextRequest: () => true }))

const run = `${process.pid}`
let editor: Headers
const made: { collection: 'tips' | 'media'; id: number }[] = []

async function tip(name: string, image?: number) {
  const data = { ...(await sample('tips', 1)), slug: `trash-${run}-${name}`, image }
  const doc = await (
    await payload()
  ).create({ collection: 'tips', data: { ...(data as Tip), _status: 'published' } })
  made.push({ collection: 'tips', id: doc.id })
  return doc
}

const trashed = async (id: number) => {
  const { docs } = await (
    await payload()
  ).find({ collection: 'tips', where: { id: { equals: id } }, trash: true, depth: 0 })
  return docs[0]?.deletedAt ?? null
}

beforeAll(async () => {
  editor = await signedInHeaders('editor')
})

afterAll(async () => {
  const client = await payload()
  for (const { collection, id } of made.reverse()) {
    await client.delete({ collection, id, trash: true }).catch(() => undefined)
  }
})

describe('a deleted tip', () => {
  it('goes to the trash, off the public site, and comes back on restore', async () => {
    const doc = await tip('restored')
    const moved = await cms('PATCH', `tips/${doc.id}`, new Headers(editor), {
      deletedAt: new Date().toISOString(),
    })
    expect(moved.status, JSON.stringify(await moved.clone().json())).toBe(200)
    expect(await trashed(doc.id)).toEqual(expect.any(String))
    expect(await getPublishedTip(doc.slug)).toBeNull()
    expect((await cms('GET', `tips/${doc.id}`, new Headers())).status).toBe(404)

    const restored = await cms('PATCH', `tips/${doc.id}?trash=true`, new Headers(editor), {
      deletedAt: null,
      _status: 'published',
    })
    expect(restored.status, JSON.stringify(await restored.clone().json())).toBe(200)
    expect(await trashed(doc.id)).toBeNull()
    expect((await getPublishedTip(doc.slug))?.id).toBe(doc.id)
  })

  it('goes to the trash also when it has a newer draft, and visitors cannot list the trash', async () => {
    const doc = await tip('with-draft')
    const draft = await cms('PATCH', `tips/${doc.id}?draft=true`, new Headers(editor), {
      title: 'Only in a draft',
    })
    expect(draft.status).toBe(200)
    const moved = await cms('PATCH', `tips/${doc.id}`, new Headers(editor), {
      deletedAt: new Date().toISOString(),
    })
    expect(moved.status, JSON.stringify(await moved.clone().json())).toBe(200)
    expect(await trashed(doc.id)).toEqual(expect.any(String))
    expect(await getPublishedTip(doc.slug)).toBeNull()

    const listed = await cms('GET', 'tips?trash=true&where[deletedAt][exists]=true', new Headers())
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { docs: unknown[] }).docs).toEqual([])
    expect((await cms('GET', `tips/${doc.id}?trash=true`, new Headers())).status).toBe(404)
  })

  it(`is deleted for good once it has been in the trash for ${trashDays} days`, async () => {
    const client = await payload()
    const now = new Date()
    const old = await tip('old')
    const recent = await tip('recent')
    const ago = (days: number) => new Date(now.getTime() - days * dayMs).toISOString()
    await client.update({ collection: 'tips', id: old.id, data: { deletedAt: ago(31) } })
    await client.update({ collection: 'tips', id: recent.id, data: { deletedAt: ago(29) } })

    expect(await emptyTrash(client, now)).toBeGreaterThanOrEqual(1)
    const left = await client.find({
      collection: 'tips',
      where: { id: { in: [old.id, recent.id] } },
      trash: true,
      depth: 0,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([recent.id])
  })
})

describe('a picture in use', () => {
  it('is neither trashed nor deleted, and the refusal says where it is used', async () => {
    const client = await payload()
    const picture = await client.create({
      collection: 'media',
      data: { alt: `Trash test picture ${run}` },
      file: {
        data: await smallPng(8, 8),
        mimetype: 'image/png',
        name: `trash-${run}.png`,
        size: 0,
      },
    })
    made.push({ collection: 'media', id: picture.id })
    const user = await tip('with-picture', picture.id)

    const trashing = await cms('PATCH', `media/${picture.id}`, new Headers(editor), {
      deletedAt: new Date().toISOString(),
    })
    expect(trashing.status).toBe(409)
    const message = JSON.stringify(await trashing.json())
    expect(message).toContain('This picture is still used on: Tip')
    expect(message).toContain(user.title)
    expect((await cms('DELETE', `media/${picture.id}`, new Headers(editor))).status).toBe(409)

    // In the trash, the tip would still need its picture if restored.
    await client.update({
      collection: 'tips',
      id: user.id,
      data: { deletedAt: new Date().toISOString() },
    })
    expect((await cms('DELETE', `media/${picture.id}`, new Headers(editor))).status).toBe(409)

    await client.update({ collection: 'tips', id: user.id, data: { image: null }, trash: true })
    const freed = await cms('PATCH', `media/${picture.id}`, new Headers(editor), {
      deletedAt: new Date().toISOString(),
    })
    expect(freed.status, JSON.stringify(await freed.clone().json())).toBe(200)
  })
})
