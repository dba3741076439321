import type { GlobalConfig, TextField } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  notesGlobalDraftSave,
  versionsWithDrafts,
} from '@/collections/drafts'
import { previewBreakpoints } from '@/collections/fields/preview'
import { hrefField } from '@/collections/fields/link-href'
import { imageField, videoField } from '@/collections/fields/media'
import { metaField } from '@/collections/fields/meta'
import { homeTexts } from '@/lib/home/texts'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

const text = (name: string, label: string, defaultValue: string): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue,
})

const link = (name: string, label: string, defaultValue: string): TextField => ({
  ...hrefField,
  name,
  label,
  defaultValue,
  admin: {
    description:
      'A path on this site (/inventory), a section of the page (#trailer-finder) or a web address.',
  },
})

export const Home: GlobalConfig = {
  slug: 'home',
  // Beside the edit screen: the home page with its latest saved draft (ADR 0038).
  admin: {
    livePreview: { url: '/api/preview?home', breakpoints: previewBreakpoints },
    preview: () => '/api/preview?home',
  },
  access: { ...draftAccess, update: isEditor },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: [notesGlobalDraftSave],
    afterChange: [revalidateGlobal(cacheTags.home)],
  },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'headline', type: 'text', required: true },
        { name: 'subheadline', type: 'textarea' },
        {
          name: 'buttons',
          type: 'group',
          admin: {
            description:
              'Under the headline, left to right. The first dials the phone number in Site settings.',
          },
          fields: [
            text('callLabel', 'Call button', homeTexts.callLabel),
            text('inventoryLabel', 'Second button', homeTexts.inventoryLabel),
            link('inventoryHref', 'Second button’s link', homeTexts.inventoryHref),
            text('finderLabel', 'Third button', homeTexts.finderLabel),
            link('finderHref', 'Third button’s link', homeTexts.finderHref),
          ],
        },
        {
          name: 'videos',
          type: 'array',
          minRows: 1,
          maxRows: 3,
          admin: { description: 'Played in order at half speed, muted, cycling.' },
          fields: [
            imageField('poster', {
              required: true,
              description: 'The still picture shown before the video plays and instead of it.',
            }),
            videoField('mp4', 'video/mp4', { required: true, description: 'The video as MP4.' }),
            videoField('webm', 'video/webm', {
              description: 'The same video as WebM (smaller; optional).',
            }),
          ],
        },
      ],
    },
    {
      name: 'collectionHeading',
      type: 'text',
      required: true,
      admin: {
        description:
          'Above the trailer cards. The cards are the catalogue pages marked for the home page: their picture, title and text are edited there.',
      },
    },
    { name: 'collectionText', type: 'textarea' },
    text('contactHeading', 'Quote section heading', homeTexts.contactHeading),
    {
      name: 'contactText',
      label: 'Quote section text',
      type: 'textarea',
      required: true,
      defaultValue: homeTexts.contactText,
    },
    metaField({ address: '/', required: false }),
    editedByField,
  ],
}
