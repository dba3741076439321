import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { versionAuthors } from '@/server/cms/saved-by'

import { payload } from './helpers/requests'

/*
 * The versions list's "Saved by" column (issue 52 item 7, ADR 0061) on the migrated schema: each
 * version of a tip names the account that saved it by first name, says so when the account has no
 * first name, and 'Not recorded' when the account is gone (the database forgets the link) or the
 * version is older than the record of who saved.
 */
let client: Payload

beforeAll(async () => {
  client = await payload()
})

const editor = (firstName: string | null, n: number) =>
  client.create({
    collection: 'users',
    data: {
      email: `saver-${n}@test.local`,
      password: 'a-long-test-password',
      role: 'editor',
      firstName,
    },
  })

it("names each version's saver, an unnamed one, and one not recorded", async () => {
  const [erin, unnamed, gone] = await Promise.all([
    editor('Erin', 1),
    editor(null, 2),
    editor('Gil', 3),
  ])
  const tip = await client.create({
    collection: 'tips',
    data: { title: 'Who saved this tip', excerpt: 'Who saved each version.' },
    draft: true,
    user: erin,
  })
  for (const user of [unnamed, gone]) {
    await client.update({ collection: 'tips', id: tip.id, data: {}, draft: true, user })
  }
  await client.delete({ collection: 'users', id: gone.id })
  const { docs } = await client.findVersions({
    collection: 'tips',
    where: { parent: { equals: tip.id } },
    sort: 'createdAt',
    depth: 0,
  })
  const req = { payload: client } as PayloadRequest
  const tips = client.collections.tips.config

  expect(await versionAuthors({ docs: [...docs, { version: {} }], entity: tips, req })).toEqual({
    label: 'Saved by',
    names: ['Erin', 'A colleague without a first name', 'Not recorded', 'Not recorded'],
  })
  // A collection that does not record who saved has no such column.
  const media = client.collections.media.config
  expect(await versionAuthors({ docs, entity: media, req })).toBeUndefined()
})
