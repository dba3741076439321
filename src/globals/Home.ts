import type { GlobalConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  notesGlobalDraftSave,
  versionsWithDrafts,
} from '@/collections/drafts'
import { previewBreakpoints } from '@/collections/fields/preview'
import { imageField, videoField } from '@/collections/fields/media'
import { metaField } from '@/collections/fields/meta'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

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
    { name: 'collectionHeading', type: 'text', required: true },
    { name: 'collectionText', type: 'textarea' },
    metaField({ address: '/', required: false }),
    editedByField,
  ],
}
