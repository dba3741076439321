import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { cacheTags } from '@/server/cache-tags'
import { revalidateGlobal } from '@/server/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
  fields: [
    { name: 'businessName', type: 'text', required: true },
    { name: 'blurb', type: 'textarea', required: true },
    {
      name: 'phone',
      type: 'text',
      required: true,
      admin: { description: 'As shown, e.g. (410) 555-0123.' },
    },
    { name: 'email', type: 'email', required: true },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'state', type: 'text', required: true },
        { name: 'zip', type: 'text', required: true },
      ],
    },
    {
      name: 'hours',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'days', type: 'text', required: true },
        { name: 'opens', type: 'text', admin: { description: 'e.g. 8:00 AM; empty when closed.' } },
        { name: 'closes', type: 'text' },
      ],
    },
  ],
}
