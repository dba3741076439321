import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import { collapseChains, goToChainEnd } from '@/collections/Redirects/hooks'
import { validateOldAddress, validateTarget } from '@/collections/Redirects/validate'
import { oldAddressOf } from '@/lib/redirects/rules'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

/*
 * Old addresses that answer 301 (or 302) to where their page moved (ADRs 0040 and 0059). A slug
 * change on a published page writes one here (src/collections/hooks/redirect-old-address.ts);
 * editors add their own from any old path. The public routes read them only for an address with
 * no page, so a redirect never hides a live page; each follow is counted
 * (src/server/content/redirects.ts).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'temporary', 'uses'],
    description:
      'Old addresses that send visitors on to a page that moved, keeping anything after the ? in the address. Made for you when a published page changes its slug; add one for any address of an old site.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeChange: [goToChainEnd],
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
      validate: validateOldAddress,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? oldAddressOf(value) : value)],
      },
      admin: {
        description:
          'The address that no longer has a page, e.g. /bunk-trailers.html. A whole link of the old site works too: its path is kept.',
      },
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      validate: validateTarget,
      admin: {
        description:
          'A published page of this site, e.g. /trailers/bunk or /inventory?type=bunk, or another site’s address starting with https://.',
      },
    },
    {
      name: 'temporary',
      label: 'Temporary move',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Tick when the old address will have its page again: search engines keep the old address (302 instead of 301).',
      },
    },
    {
      name: 'uses',
      label: 'Times used',
      type: 'number',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Visits sent on by this redirect.',
      },
    },
  ],
}
