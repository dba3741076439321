import type { GlobalConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  notesGlobalDraftSave,
  versionsWithDrafts,
} from '@/collections/drafts'
import {
  validateHoursCloses,
  validateHoursDays,
  validateHoursOpens,
} from '@/globals/validate-hours'
import { hrefField } from '@/collections/fields/link-href'
import { defaultTipCta } from '@/lib/tips/default-cta'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { ...draftAccess, update: isEditor },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: [notesGlobalDraftSave],
    afterChange: [revalidateGlobal(cacheTags.siteSettings)],
  },
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
      label: 'Opening hours',
      labels: { singular: 'Hours line', plural: 'Hours lines' },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'days',
          type: 'text',
          required: true,
          validate: validateHoursDays,
          admin: { description: 'e.g. Mon-Fri, Sat & Sun or Sat, Sun.' },
        },
        {
          name: 'opens',
          type: 'text',
          validate: validateHoursOpens,
          admin: { description: 'e.g. 8:00 AM, 9:30am or 18:00; empty when closed.' },
        },
        { name: 'closes', type: 'text', validate: validateHoursCloses },
      ],
    },
    {
      name: 'tipCta',
      label: 'Call to action under tips',
      type: 'group',
      admin: {
        description: 'Shown at the end of every guide that has no call to action of its own.',
      },
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: defaultTipCta.heading },
        { name: 'text', type: 'textarea', defaultValue: defaultTipCta.text },
        { name: 'label', type: 'text', required: true, defaultValue: defaultTipCta.label },
        { ...hrefField, defaultValue: defaultTipCta.href },
      ],
    },
    editedByField,
  ],
}
