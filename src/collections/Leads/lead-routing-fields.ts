import type { Field } from 'payload'

import { writtenByLeadDeskOnly as access } from '@/collections/Leads/access'

/*
 * What the lead routing keeps about a lead (ADR 0024): how its owner got it and since
 * when (the escalation clock starts there), how often it moved on, the reply to the shopper, and
 * the shopper's earlier open lead. Written by the routing jobs only; read-only in /cms.
 */
export const leadRoutingFields: Field[] = [
  {
    name: 'routing',
    type: 'group',
    access,
    admin: { position: 'sidebar' },
    fields: [
      {
        name: 'assignedHow',
        type: 'select',
        options: [
          { label: 'Rotation', value: 'rotation' },
          { label: 'Same shopper', value: 'shopper' },
          { label: 'Moved on', value: 'escalation' },
          { label: 'Manager', value: 'manager' },
          { label: 'Nobody takes leads', value: 'none' },
        ],
      },
      {
        name: 'assignedAt',
        type: 'date',
        index: true,
        admin: { description: 'Since when its owner has it.' },
      },
      { name: 'escalations', type: 'number', defaultValue: 0 },
      {
        name: 'reply',
        type: 'select',
        admin: { description: 'The e-mail to the shopper.' },
        options: [
          { label: 'Pending', value: 'pending' },
          { label: 'Sent', value: 'sent' },
          { label: 'Not sent', value: 'skipped' },
          { label: 'Failed', value: 'failed' },
        ],
      },
      { name: 'replyAt', type: 'date' },
    ],
  },
  {
    name: 'sameShopperAs',
    type: 'relationship',
    relationTo: 'quote-requests',
    access,
    admin: { description: 'The same shopper’s open lead this one was routed with.' },
  },
  {
    name: 'sameShopperLater',
    type: 'join',
    collection: 'quote-requests',
    on: 'sameShopperAs',
    admin: { description: 'Later leads of the same shopper.' },
  },
]
