import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

export const textDirections = ['in', 'out'] as const
/*
 * held: waiting out quiet hours; queued/sending: on the jobs queue; sent/delivered/undelivered:
 * the provider's word; failed: no provider took it after the last try; refused: the site would
 * not send it (opt-out, caps), with the reason in `error`; received: an inbound text.
 */
export const textStatuses = [
  'held',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'refused',
  'received',
] as const
export type TextStatus = (typeof textStatuses)[number]

/*
 * Every text to and from a shopper, on its lead (ADR 0046). Written only by the server's texting
 * code (jobs, webhooks, the desk's reply route), read by staff. A provider's message id is unique,
 * so a webhook delivered twice stores its message once.
 */
export const TextMessages: CollectionConfig = {
  slug: 'text-messages',
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'lead', 'direction', 'status', 'body'],
    group: 'Leads',
    description:
      'Texts with shoppers, sent and received. Written by the lead desk and the texting webhooks.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'quote-requests', index: true },
    {
      name: 'direction',
      type: 'select',
      required: true,
      options: textDirections.map((value) => ({ label: value === 'in' ? 'In' : 'Out', value })),
    },
    {
      name: 'number',
      type: 'text',
      required: true,
      index: true,
      admin: { description: "The shopper's number, E.164." },
    },
    { name: 'body', type: 'textarea', required: true },
    { name: 'providerSid', type: 'text', unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: textStatuses.map((value) => ({ label: value, value })),
    },
    { name: 'automatic', type: 'checkbox', defaultValue: false },
    {
      name: 'clientBlock',
      type: 'text',
      index: true,
      admin: { description: 'The address block of the form that set off an automatic text.' },
    },
    { name: 'sendAfter', type: 'date', admin: { description: 'Held by quiet hours until then.' } },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'error', type: 'text' },
    { name: 'sentBy', type: 'relationship', relationTo: 'users' },
  ],
}
