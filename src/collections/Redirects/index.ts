import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import { collapseChains, refuseLoops } from '@/collections/Redirects/hooks'
import { validateSitePath } from '@/collections/Redirects/validate'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

/*
 * Old addresses that answer 301 to where their page moved (ADR 0040). A slug change on a published
 * page writes one here (src/collections/hooks/redirect-old-address.ts); editors see, change and
 * remove them. The public routes read them only for an address with no page, so a redirect never
 * hides a live page.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    description:
      'Old addresses that send visitors on to a page that moved. Made for you when a published page changes its slug.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeChange: [refuseLoops],
    afterChange: [collapseChains, ...revalidateCollection(cacheTags.redirects).afterChange],
    afterDelete: revalidateCollection(cacheTags.redirects).afterDelete,
  },
  fields: [
    {
      name: 'from',
      label: 'Old address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSitePath,
      admin: { description: 'The address that no longer has a page, e.g. /tips/old-name.' },
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      validate: validateSitePath,
      admin: { description: 'Where visitors go instead, e.g. /tips/new-name.' },
    },
  ],
}
