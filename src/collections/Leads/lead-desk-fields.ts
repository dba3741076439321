import type { Field } from 'payload'

import { writtenByLeadDeskOnly as access } from '@/collections/Leads/access'
import { leadRoutingFields } from '@/collections/Leads/lead-routing-fields'

/*
 * What the lead desk at /admin keeps about a lead (ADR 0014): who owns it, when it was first
 * answered, where it came from, and every change as a dated line with who made it. Written by
 * src/server/leads/desk-updates.ts, which serialises concurrent edits; read-only in /cms.
 */
export const leadDeskFields: Field[] = [
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    access,
    admin: { position: 'sidebar' },
  },
  {
    name: 'firstResponseAt',
    type: 'date',
    access,
    admin: { position: 'sidebar', description: 'First move out of New.' },
  },
  {
    // The shopper's text nobody has answered yet (ADR 0046): the card's 'New text' mark.
    name: 'textWaitingSince',
    type: 'date',
    access,
    admin: {
      position: 'sidebar',
      description: 'The shopper texted and no one has texted back, noted or moved the lead since.',
    },
  },
  {
    name: 'unit',
    type: 'relationship',
    relationTo: 'inventory-items',
    access,
    admin: { description: "The unit page 'Ask about this trailer' came from." },
  },
  {
    name: 'source',
    type: 'group',
    access,
    fields: [
      { name: 'page', type: 'text' },
      { name: 'referrer', type: 'text' },
      { name: 'utmSource', type: 'text', label: 'Campaign source' },
      { name: 'utmMedium', type: 'text', label: 'Campaign medium' },
      { name: 'utmCampaign', type: 'text', label: 'Campaign name' },
    ],
  },
  {
    name: 'activity',
    type: 'array',
    access,
    fields: [
      { name: 'at', type: 'date', required: true },
      { name: 'by', type: 'relationship', relationTo: 'users' },
      {
        name: 'kind',
        type: 'select',
        required: true,
        // status, owner, note: a person at the desk; text: a text in or out (ADR 0046);
        // reservation: a deposit's hold, release and refund (ADR 0063); the rest: the lead routing
        // (no `by`).
        options: [
          'status',
          'owner',
          'note',
          'assigned',
          'reply',
          'notified',
          'escalated',
          'text',
          'reservation',
        ],
      },
      { name: 'text', type: 'textarea', required: true },
    ],
  },
  ...leadRoutingFields,
]
