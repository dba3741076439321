import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { leadDeskFields } from '@/collections/QuoteRequests/lead-desk-fields'

/*
 * Leads. Created only by /api/contact (server side, before any e-mail is attempted), read and
 * worked by staff in /cms. Nobody else can read them through any API.
 */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'phone', 'status', 'owner', 'notification'],
    description: 'Quote requests from the website, newest first.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'trailer',
      type: 'text',
      admin: { description: 'Unit the visitor asked about, if any.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Contacted', value: 'contacted' },
        { label: 'Quoted', value: 'quoted' },
        { label: 'Won', value: 'won' },
        { label: 'Lost', value: 'lost' },
        // Before the lead desk (issue 17); kept so older leads stay valid.
        { label: 'Closed', value: 'closed' },
      ],
    },
    ...leadDeskFields,
    {
      name: 'notification',
      type: 'select',
      defaultValue: 'pending',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Staff e-mail about this lead, sent through the jobs queue with retries.',
      },
      options: [
        { label: 'Pending (queued or retrying)', value: 'pending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
        { label: 'Not configured', value: 'skipped' },
      ],
    },
    {
      name: 'notificationAttempts',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationError',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'Last failure, if any.' },
    },
  ],
}
