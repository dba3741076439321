import type { GlobalConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  notesGlobalDraftSave,
  versionsWithDrafts,
} from '@/collections/drafts'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

/*
 * The terms behind the 'Est. $X/mo' line on inventory cards and unit pages. A global of its own
 * (not a site-settings group) so the migrations that load the shipped site settings keep working.
 */
export const Financing: GlobalConfig = {
  slug: 'financing',
  admin: {
    description:
      'Figures for the "Est. $X/mo" line on /inventory and unit pages, shown with the disclosure they require. Leave APR or term empty to show no estimate.',
  },
  access: { ...draftAccess, update: isEditor },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: [notesGlobalDraftSave],
    afterChange: [revalidateGlobal(cacheTags.financing)],
  },
  fields: [
    { name: 'apr', type: 'number', label: 'APR (%)', min: 0, max: 99 },
    { name: 'term_months', type: 'number', label: 'Term (months)', min: 1, max: 360 },
    {
      name: 'down_payment_percent',
      type: 'number',
      label: 'Down payment (% of price)',
      min: 0,
      max: 100,
    },
    editedByField,
  ],
}
