import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '@/access'
import { userIsAdmin } from '@/lib/auth/roles'

/*
 * One row per Monday whose report e-mail was queued (ADR 0070): the unique day is what keeps
 * several instances from sending it twice, and the row says how many went.
 */
export const ReportMailings: CollectionConfig = {
  slug: 'report-mailings',
  labels: { singular: 'Monday report e-mail', plural: 'Monday report e-mails' },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'finishedAt', 'mailed', 'failed'],
    hidden: hiddenUnless(userIsAdmin),
  },
  defaultSort: '-day',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'finishedAt', type: 'date' },
    { name: 'mailed', type: 'number', defaultValue: 0 },
    { name: 'failed', type: 'number', defaultValue: 0 },
  ],
}
