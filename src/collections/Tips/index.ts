import type { CollectionConfig, FieldHook } from 'payload'

import { isEditor } from '@/access'
import {
  draftAndTrashAccess,
  editedByField,
  draftOperationHooks,
  versionsWithDrafts,
} from '@/collections/drafts'
import { validateCanonicalPath, validateTipSlug } from '@/collections/Tips/validate'
import { previewBreakpoints, previewLinkField } from '@/collections/fields/preview'
import { optionalHrefField } from '@/collections/fields/link-href'
import { imageField } from '@/collections/fields/media'
import { metaField } from '@/collections/fields/meta'
import { redirectOldAddress } from '@/collections/hooks/redirect-old-address'
import { slugify } from '@/lib/slug'
import { tipPath } from '@/lib/tips/paths'
import { readTimeOf } from '@/lib/tips/read-time'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

const revalidated = revalidateCollection(cacheTags.tips)

/*
 * The read time follows the body while it is the one the body gave: an empty one, or one equal
 * to what the stored body counts, is counted again at each save; a time the editor typed is kept.
 */
const readTimeFromBody: FieldHook = ({ value, data, originalDoc }) => {
  const counted = !value || (originalDoc !== undefined && value === readTimeOf(originalDoc.body))
  return counted ? readTimeOf(data?.body ?? originalDoc?.body) : value
}
const movedAddress = redirectOldAddress(tipPath)

export const Tips: CollectionConfig = {
  slug: 'tips',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', 'readTime', '_status'],
    preview: (doc) => (typeof doc.slug === 'string' ? `/api/preview?slug=${doc.slug}` : null),
    livePreview: {
      url: ({ data }) => (typeof data?.slug === 'string' ? `/api/preview?slug=${data.slug}` : null),
      breakpoints: previewBreakpoints,
    },
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
      hooks: { beforeValidate: [({ value, data }) => value || slugify(String(data?.title ?? ''))] },
      admin: {
        position: 'sidebar',
        description: "The guide's address, /tips/ and this. Made from the title when left empty.",
      },
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
      label: 'Read time',
      type: 'number',
      required: true,
      min: 1,
      hooks: { beforeValidate: [readTimeFromBody] },
      admin: {
        position: 'sidebar',
        description: 'Minutes. Counted from the body (200 words a minute) when left empty.',
      },
    },
    { name: 'excerpt', type: 'textarea', required: true },
    imageField('image', {
      description: "The picture on the guide's card and at the top of the guide; optional.",
    }),
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
      admin: {
        description:
          'The box at the end of the guide. Left empty, the one in Site settings is shown.',
      },
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'text', type: 'textarea' },
        { name: 'label', type: 'text' },
        optionalHrefField,
      ],
    },
    metaField({
      address: '/tips/',
      fallback: { title: 'title', description: 'excerpt', said: 'the title and the excerpt' },
    }),
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
