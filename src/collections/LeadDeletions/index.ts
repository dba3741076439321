import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '@/access'
import { userIsAdmin } from '@/lib/auth/roles'

/*
 * What is left of a deleted lead: who deleted it, when, and which lead it was (issue 38). Written
 * by the leads' own delete hook only; admins read it in /cms, nobody edits it. Only the
 * lead's id, arrival and name are kept: the rest of what the shopper wrote goes with the lead.
 */
export const LeadDeletions: CollectionConfig = {
  slug: 'lead-deletions',
  labels: { singular: 'Lead deletion', plural: 'Lead deletions' },
  admin: {
    useAsTitle: 'leadName',
    defaultColumns: ['createdAt', 'leadId', 'leadName', 'userEmail'],
    description: 'Every lead deleted, by whom and when.',
    // Payload types the admin's user loosely; it is a users document.
    hidden: hiddenUnless(userIsAdmin),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'leadId', type: 'number', label: 'Lead number', required: true, index: true },
    { name: 'leadName', type: 'text' },
    { name: 'leadReceivedAt', type: 'date' },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'userEmail', type: 'email', admin: { description: 'Kept if the account goes.' } },
  ],
}
