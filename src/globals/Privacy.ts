import type { GlobalConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  notesGlobalDraftSave,
  versionsWithDrafts,
} from '@/collections/drafts'
import { viewWindowDays } from '@/lib/aging/report'
import { privacyNoticeDefaults } from '@/lib/privacy/notice'
import { retentionDefaults } from '@/lib/privacy/retention'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

const kept = (name: string, label: string, unit: 'months' | 'days', max: number, min = 1) => ({
  name,
  label: `${label} (${unit})`,
  type: 'number' as const,
  min,
  max,
  required: true,
  defaultValue: retentionDefaults[name as keyof typeof retentionDefaults],
})

/*
 * The privacy notice's own words and how long the site keeps what it holds about shoppers
 * (issue 55, ADR 0064). The notice at /privacy shows these periods and the daily retention job
 * applies them: one setting for both, so the notice cannot say one thing and the site do another.
 */
export const Privacy: GlobalConfig = {
  slug: 'privacy',
  label: 'Privacy',
  admin: {
    description:
      'The privacy notice at /privacy, and how long the site keeps what shoppers send. The site removes what is past its time every day.',
  },
  access: { ...draftAccess, update: isEditor },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: [notesGlobalDraftSave],
    afterChange: [revalidateGlobal(cacheTags.privacy)],
  },
  fields: [
    {
      name: 'intro',
      label: 'Opening paragraph',
      type: 'textarea',
      required: true,
      defaultValue: privacyNoticeDefaults.intro,
    },
    {
      name: 'rights',
      label: 'Your rights and how to use them',
      type: 'textarea',
      required: true,
      defaultValue: privacyNoticeDefaults.rights,
    },
    {
      type: 'collapsible',
      label: 'How long the site keeps what shoppers send',
      fields: [
        kept('leadMonths', 'Requests and messages, after the last contact', 'months', 120),
        kept('photoDays', 'Photos, after their request is closed', 'days', 3650),
        kept('textMonths', 'Texts, after each text', 'months', 120),
        // Aging sums a unit's views over its last days: they stay at least that long.
        kept('pageViewDays', 'Daily page view counts', 'days', 3650, viewWindowDays),
        kept('unconfirmedDays', 'Privacy requests never confirmed', 'days', 365),
      ],
    },
    editedByField,
  ],
}
