import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { cacheTags } from '@/server/cache-tags'
import { revalidateGlobal } from '@/server/revalidate'

export const Home: GlobalConfig = {
  slug: 'home',
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.home)] },
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
            { name: 'poster', type: 'text', required: true },
            { name: 'mp4', type: 'text', required: true },
            { name: 'webm', type: 'text' },
          ],
        },
      ],
    },
    { name: 'collectionHeading', type: 'text', required: true },
    { name: 'collectionText', type: 'textarea' },
  ],
}
