import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAndTrashAccess,
  editedByField,
  draftOperationHooks,
  versionsWithDrafts,
} from '@/collections/drafts'
import { previewBreakpoints, previewLinkField } from '@/collections/fields/preview'
import { hrefField } from '@/collections/fields/link-href'
import { imageField } from '@/collections/fields/media'
import { metaField, textList } from '@/collections/fields/meta'
import { cataloguePageSlugs, catalogueTables } from '@/lib/catalogue/types'
import { redirectOldAddress } from '@/collections/hooks/redirect-old-address'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

/* The texts of the category pages and their overview cards; the tables come from trailer-models. */
const revalidated = revalidateCollection(cacheTags.cataloguePages)
const movedAddress = redirectOldAddress((slug) => `/trailers/${slug}`)

export const CataloguePages: CollectionConfig = {
  slug: 'catalogue-pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
    // Beside the edit screen: the page as it will look with its latest saved draft, at three
    // widths (ADR 0038).
    livePreview: {
      url: ({ data }) => (typeof data?.slug === 'string' ? `/api/preview?page=${data.slug}` : null),
      breakpoints: previewBreakpoints,
    },
    preview: (doc) => (typeof doc.slug === 'string' ? `/api/preview?page=${doc.slug}` : null),
  },
  access: { ...draftAndTrashAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: versionsWithDrafts,
  // A delete waits in the trash for 30 days (src/server/content/empty-trash.ts).
  trash: true,
  hooks: {
    beforeOperation: draftOperationHooks,
    beforeChange: [movedAddress.beforeChange],
    afterChange: [movedAddress.afterChange, ...revalidated.afterChange],
    afterDelete: revalidated.afterDelete,
  },
  fields: [
    previewLinkField,
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: cataloguePageSlugs.map((value) => ({ label: `/trailers/${value}`, value })),
      admin: { position: 'sidebar' },
    },
    // Tabs only arrange the form: the fields keep their names, the data its shape.
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          description: 'The card that links to this page from /trailers and the home page.',
          fields: [
            {
              name: 'card',
              type: 'group',
              admin: {
                description: 'The card on /trailers (and on the home page when shown there).',
              },
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'description', type: 'textarea', required: true },
                imageField('image', {
                  required: true,
                  description: 'The photo at the top of the card, shown about 280 pixels wide.',
                }),
                {
                  name: 'order',
                  type: 'number',
                  required: true,
                  admin: { description: 'Position on /trailers: lower numbers come first.' },
                },
                {
                  name: 'onHome',
                  label: 'Show on the home page',
                  type: 'checkbox',
                  defaultValue: false,
                },
                {
                  name: 'homeTitle',
                  type: 'text',
                  admin: {
                    description:
                      'A shorter title for the home page card; the card title when empty.',
                  },
                },
                {
                  name: 'homeOrder',
                  type: 'number',
                  admin: {
                    description: 'Position among the home page cards (home has its own order).',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Hero',
          description: 'The top of the page: its heading, a sentence and a wide photo.',
          fields: [
            {
              name: 'hero',
              type: 'group',
              fields: [
                { name: 'heading', type: 'text', required: true },
                { name: 'text', type: 'textarea', required: true },
                imageField('image', {
                  required: true,
                  description:
                    'The wide photo behind the heading; keep the trailer near the focal point.',
                }),
              ],
            },
          ],
        },
        {
          label: 'Features',
          description:
            'The lists under the hero: why this line, what comes standard, what is special.',
          fields: [
            textList('benefits', 'Benefits (one short line each)'),
            textList('standardFeatures', 'Standard features (one per line)'),
            {
              name: 'specialFeatures',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'text', type: 'textarea', required: true },
              ],
            },
            {
              name: 'extra',
              type: 'group',
              fields: [{ name: 'heading', type: 'text' }, textList('items')],
            },
          ],
        },
        {
          label: 'Tables',
          description:
            'The spec tables: each section picks tables of trailer models (edit the rows under Trailer models).',
          fields: [
            {
              name: 'sections',
              type: 'array',
              admin: {
                description: 'Intro texts may use {range}: the capacity range of the tables below.',
              },
              fields: [
                { name: 'heading', type: 'text', required: true },
                { name: 'anchor', type: 'text' },
                { name: 'intro', type: 'textarea' },
                {
                  name: 'tables',
                  type: 'array',
                  fields: [
                    {
                      name: 'table',
                      type: 'select',
                      required: true,
                      options: catalogueTables.map((value) => ({ label: value, value })),
                    },
                    { name: 'caption', type: 'text', required: true },
                  ],
                },
              ],
            },
            {
              name: 'closingCta',
              label: 'Closing call to action',
              labels: { singular: 'Button', plural: 'Buttons' },
              type: 'array',
              fields: [{ name: 'label', type: 'text', required: true }, hrefField],
            },
          ],
        },
        {
          label: 'Search listing',
          description: 'How the page looks in search results and when shared.',
          fields: [metaField({ address: '/trailers/' })],
        },
      ],
    },
    editedByField,
  ],
}
