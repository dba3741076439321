import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '@/access'
import { userIsAdmin } from '@/lib/auth/roles'

/*
 * One row per dealer day on which the daily alert run was queued: the unique day is what keeps
 * several instances from queueing it twice. Manual runs (npm run alerts:send) add to it.
 */
export const AlertRuns: CollectionConfig = {
  slug: 'alert-runs',
  labels: { singular: 'Alert run', plural: 'Alert runs' },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'startedAt', 'finishedAt', 'mailed', 'failed'],
    hidden: hiddenUnless(userIsAdmin),
  },
  defaultSort: '-day',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
    { name: 'mailed', type: 'number', defaultValue: 0 },
    { name: 'failed', type: 'number', defaultValue: 0 },
  ],
}
