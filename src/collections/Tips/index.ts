import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  draftOperationHooks,
  versionsWithDrafts,
} from '@/collections/drafts'
import { validateCanonicalPath, validateTipSlug } from '@/collections/Tips/validate'
import { previewBreakpoints, previewLinkField } from '@/collections/fields/preview'
import { hrefField } from '@/collections/fields/link-href'
import { metaField } from '@/collections/fields/meta'
import { redirectOldAddress } from '@/collections/hooks/redirect-old-address'
import { tipPath } from '@/lib/tips/paths'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

const revalidated = revalidateCollection(cacheTags.tips)
const movedAddress = redirectOldAddress(tipPath)

export const Tips: CollectionConfig = {
  slug: 'tips',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['order', 'title', 'readTime', '_status'],
    preview: (doc) => (typeof doc.slug === 'string' ? `/api/preview?slug=${doc.slug}` : null),
    livePreview: {
      url: ({ data }) => (typeof data?.slug === 'string' ? `/api/preview?slug=${data.slug}` : null),
      breakpoints: previewBreakpoints,
    },
  },
  access: { ...draftAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: draftOperationHooks,
    beforeChange: [movedAddress.beforeChange],
    afterChange: [movedAddress.afterChange, ...revalidated.afterChange],
    afterDelete: revalidated.afterDelete,
  },
  defaultSort: 'order',
  fields: [
    previewLinkField,
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateTipSlug,
      admin: { position: 'sidebar' },
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 100,
      admin: { position: 'sidebar', description: 'Position on the tips index (lowest first).' },
    },
    {
      name: 'readTime',
      type: 'number',
      required: true,
      min: 1,
      admin: { position: 'sidebar', description: 'Minutes.' },
    },
    { name: 'excerpt', type: 'textarea', required: true },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'faq',
      label: 'Questions and answers',
      labels: { singular: 'Question', plural: 'Questions' },
      type: 'array',
      admin: { description: 'Published as FAQ structured data on this guide.' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'cta',
      label: 'Call to action',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'label', type: 'text', required: true },
        hrefField,
      ],
    },
    metaField({ address: '/tips/' }),
    {
      name: 'canonicalPath',
      type: 'text',
      validate: validateCanonicalPath,
      admin: {
        position: 'sidebar',
        description: 'Only when the canonical address differs from /tips/{slug}; it is served too.',
      },
    },
    editedByField,
  ],
}
