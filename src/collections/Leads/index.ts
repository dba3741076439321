import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'
import { writtenByLeadDeskOnly as access } from '@/collections/Leads/access'
import { keepOnOneLine } from '@/collections/Leads/hooks/keepOnOneLine'
import { recordDeletion } from '@/collections/Leads/hooks/recordDeletion'
import { removeLeadPhotos } from '@/collections/Leads/hooks/removeLeadPhotos'
import { leadDeskFields } from '@/collections/Leads/lead-desk-fields'
import { textConsentFields } from '@/collections/Leads/text-consent-fields'
import { leadKindLabels, leadKinds } from '@/lib/leads/kinds'
import { storeLeadPhotos } from '@/server/leads/lead-photos-store'
import { bookServiceSlot } from '@/server/leads/service-booking'

/*
 * Leads. Created only by /api/contact (server side, before any e-mail is attempted), read by staff
 * in /cms and worked at the lead desk (/admin). Staff may correct the visitor's own details in
 * /cms; everything the desk and the e-mails record is theirs alone (./access.ts). Nobody else can
 * read leads through any API. Only admins delete one, and each deletion is recorded
 * (`lead-deletions`).
 */
export const Leads: CollectionConfig = {
  // The spec's slug, with the name the code uses for every kind of lead.
  slug: 'quote-requests',
  labels: { singular: 'Lead', plural: 'Leads' },
  typescript: { interface: 'Lead' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'phone', 'status', 'owner', 'notification'],
    description:
      'Every lead, newest first: quotes, service, parts, trade-ins and finance from the forms, and texts.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  // A service lead holds its day and a lead with photos stores them, in the lead's transaction
  // (ADR 0045); its photos go with it (ADR 0051). No `server-only` in these: payload.config.ts
  // loads them outside Next too.
  hooks: {
    beforeChange: [bookServiceSlot, storeLeadPhotos],
    afterDelete: [recordDeletion, removeLeadPhotos],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'quote',
      index: true,
      access,
      options: leadKinds.map((value) => ({ label: leadKindLabels[value], value })),
      admin: { position: 'sidebar', description: 'What the visitor asked about.' },
    },
    {
      // What the lead's kind collected (src/lib/leads/kinds/), checked by that kind's schema
      // before it is stored: one column for every kind, so a new kind needs no migration.
      name: 'details',
      type: 'json',
      access,
      admin: { readOnly: true, description: 'What the form of this kind collected.' },
    },
    { name: 'name', type: 'text', required: true, hooks: { beforeValidate: [keepOnOneLine] } },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', hooks: { beforeValidate: [keepOnOneLine] } },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'trailer',
      type: 'text',
      hooks: { beforeValidate: [keepOnOneLine] },
      admin: { description: 'Unit the visitor asked about, if any.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      access,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Contacted', value: 'contacted' },
        { label: 'Quoted', value: 'quoted' },
        { label: 'Won', value: 'won' },
        { label: 'Lost', value: 'lost' },
        // Before the lead desk (ADR 0014); kept so older leads stay valid.
        { label: 'Closed', value: 'closed' },
      ],
    },
    ...leadDeskFields,
    ...textConsentFields,
    {
      name: 'notification',
      type: 'select',
      defaultValue: 'pending',
      access,
      admin: {
        position: 'sidebar',
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
      access,
      admin: { position: 'sidebar' },
    },
    {
      name: 'notificationError',
      type: 'text',
      access,
      admin: { position: 'sidebar', description: 'Last failure, if any.' },
    },
    {
      // Maryland's privacy act (issue 55): the form came with the browser's Global Privacy
      // Control signal, kept to show it was honoured (nothing of the site sells or targets).
      name: 'gpc',
      type: 'checkbox',
      label: 'Sent with Global Privacy Control',
      access,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Set by the retention job (ADR 0064): the shopper's details are gone, the lead counts on.
      name: 'anonymisedAt',
      type: 'date',
      label: 'Made anonymous',
      index: true,
      access,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'photosRemovedAt',
      type: 'date',
      label: 'Photos removed',
      access,
      admin: { position: 'sidebar', readOnly: true },
    },
    // Payload's own timestamp, declared here only to close it to writes: the response-time
    // figures count from it.
    {
      name: 'createdAt',
      type: 'date',
      index: true,
      access,
      label: ({ t }) => t('general:createdAt'),
      admin: { hidden: true, disableBulkEdit: true },
    },
  ],
}
