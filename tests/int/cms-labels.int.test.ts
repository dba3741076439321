import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import configPromise from '@payload-config'

import { databaseWords as columnLike } from '../support/database-words'

/*
 * What an editor reads on an edit screen: Payload labels a field without a label of its own from
 * its name. A label that reads like a database column fails here with where it is; so does an
 * array's row label ("Add Faq").
 */

function labels(where: string, fields: Field[]): string[] {
  return fields.flatMap((field) => {
    const label = 'label' in field && typeof field.label === 'string' ? field.label : ''
    const named = 'name' in field ? `${where}.${field.name}` : where
    const admin = field.admin ?? {}
    const hidden = ('hidden' in admin && admin.hidden) || ('disabled' in admin && admin.disabled)
    // An array's rows are named too: its button reads "Add Faq" from `labels.singular`.
    const rows =
      field.type === 'array' && field.labels
        ? [field.labels.singular, field.labels.plural].filter((text) => typeof text === 'string')
        : []
    const own =
      'name' in field && !hidden
        ? [label, ...rows]
            .filter((text) => columnLike.test(text))
            .map((text) => `${named}: ${text}`)
        : []
    const inner =
      'fields' in field
        ? labels(named, field.fields)
        : field.type === 'tabs'
          ? field.tabs.flatMap((tab) =>
              labels('name' in tab ? `${where}.${tab.name}` : where, tab.fields),
            )
          : field.type === 'blocks'
            ? field.blocks.flatMap((block) =>
                typeof block === 'string' ? [] : labels(`${named}.${block.slug}`, block.fields),
              )
            : []
    return [...own, ...inner]
  })
}

describe('the CMS labels', () => {
  it('read as words an editor uses, on every collection and global', async () => {
    const config = await configPromise
    expect([
      ...config.collections.flatMap((collection) => labels(collection.slug, collection.fields)),
      ...config.globals.flatMap((global) => labels(global.slug, global.fields)),
    ]).toEqual([])
  })

  it('finds a label made from a column name', () => {
    expect(
      labels('planted', [
        { name: 'model_name', type: 'text', label: 'Model_name' },
        { name: 'cta', type: 'group', label: 'Cta', fields: [] },
        { name: 'price', type: 'number', label: 'Price ($)' },
        {
          name: 'faq',
          type: 'array',
          label: 'Questions and answers',
          labels: { singular: 'Faq', plural: 'Faqs' },
          fields: [],
        },
      ]),
    ).toEqual(['planted.model_name: Model_name', 'planted.cta: Cta', 'planted.faq: Faq'])
  })
})
