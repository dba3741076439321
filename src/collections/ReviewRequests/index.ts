import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

/*
 * One review request per sale or finished service (ADR 0044). `key` names what it is for
 * (`sale:<unit id>:<sold at>`, `service:<lead id>`) and is unique, so two saves of one sale, on
 * any number of instances, queue one request. Every customer gets one: no rating step decides who.
 */
export const ReviewRequests: CollectionConfig = {
  slug: 'review-requests',
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'sendAfter', 'sentAt', 'followedAt'],
    description: 'Review requests to customers after a sale or a service, one each.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'unit', type: 'relationship', relationTo: 'inventory-items' },
    { name: 'lead', type: 'relationship', relationTo: 'quote-requests' },
    { name: 'sendAfter', type: 'date', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Sent', value: 'sent' },
        { label: 'Not sent: unsubscribed', value: 'unsubscribed' },
        { label: 'Not sent: no review link set', value: 'no-link' },
      ],
    },
    { name: 'sentAt', type: 'date' },
    // The e-mail's link goes through the site (src/app/api/review-requests/follow): only the
    // key's hash is kept, and when the link was first followed.
    { name: 'linkHash', label: 'Review link (hash)', type: 'text', unique: true },
    { name: 'followedAt', label: 'Review link followed', type: 'date' },
  ],
}
