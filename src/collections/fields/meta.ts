import type { Field } from 'payload'

import { imageField } from '@/collections/fields/media'
import { searchLengths } from '@/lib/seo/lengths'

type MetaOptions = {
  /** The page's address before its slug ('/tips/'), or its whole address ('/'). */
  address: string
  /** Whether the texts must be written: false where the page has defaults of its own. */
  required?: boolean
  /** The page's own fields that stand in for empty texts, shown so in the preview. */
  fallback?: { title: string; description: string; said: string }
}

/**
 * Per-page search and social metadata, edited with the page it describes, with a preview of the
 * search result and length hints (ADR 0040: the project's fields rather than the SEO plugin).
 */
export const metaField = ({ address, fallback, required = !fallback }: MetaOptions): Field => ({
  name: 'meta',
  label: 'Search listing',
  type: 'group',
  admin: {
    description: required
      ? 'The texts search engines and shared links show for this page.'
      : `The texts search engines and shared links show for this page; when empty, ${fallback?.said ?? "the site's own"} are used.`,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required,
      admin: {
        description: `The headline of the search result and of a shared link; about ${searchLengths.title.best}–${searchLengths.title.most} characters show in full.`,
      },
    },
    {
      name: 'description',
      type: 'textarea',
      required,
      admin: {
        description: `The text under the headline; about ${searchLengths.description.best}–${searchLengths.description.most} characters show in full.`,
      },
    },
    {
      name: 'keywords',
      type: 'text',
      admin: { description: 'Comma-separated.' },
    },
    imageField('image', {
      description:
        'The picture shown when the page is shared (1200 × 630 looks best); the site default when empty.',
    }),
    {
      name: 'searchPreview',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '@/components/cms/SearchPreview.client#SearchPreview',
            clientProps: { base: address, fallback },
          },
        },
      },
    },
  ],
})

export const textList = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'text', type: 'text', required: true }],
})
