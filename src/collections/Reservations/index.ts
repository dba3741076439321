import type { CollectionConfig } from 'payload'

import { hiddenUnless, isStaff, nobody } from '@/access'
import { userIsStaff } from '@/lib/auth/roles'
import { reservationStates } from '@/lib/reservations/states'

/*
 * Online reservations (issue 53, ADR 0063): one row per checkout a shopper starts, from the
 * provider's session to the hold it buys and the refund. Written only by the site's own code
 * (the reserve form, the provider's signed webhook, the hold's end, a release from the lead card),
 * read by staff; the shopper's contact details are staff's alone.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: {
    hidden: hiddenUnless(userIsStaff),
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'unit', 'state', 'heldUntil', 'createdAt'],
    description:
      'Deposits paid online to hold a unit. Release and refund from the lead card at /admin.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Null once the unit is deleted: the reservation stays, as the record of a payment.
    { name: 'unit', type: 'relationship', relationTo: 'inventory-items', index: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      options: reservationStates.map((value) => ({ value, label: value })),
    },
    { name: 'amountCents', label: 'Deposit (cents)', type: 'number', required: true, min: 0 },
    { name: 'holdDays', label: 'Days held', type: 'number', required: true, min: 1 },
    { name: 'heldUntil', label: 'On hold until', type: 'date' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    // What the shopper accepted, word for word, and when.
    { name: 'terms', label: 'Terms accepted', type: 'textarea', required: true },
    { name: 'acceptedAt', label: 'Terms accepted at', type: 'date', required: true },
    // An unguessable key to the shopper's return page (the provider sends them back with it).
    { name: 'returnKey', label: 'Return page key', type: 'text', required: true, unique: true },
    { name: 'provider', label: 'Payment provider', type: 'text', required: true },
    { name: 'sessionId', label: 'Checkout session', type: 'text', unique: true, index: true },
    { name: 'paymentReference', label: 'Payment reference', type: 'text' },
    { name: 'refundId', label: 'Refund reference', type: 'text' },
    { name: 'refundedAt', label: 'Refunded at', type: 'date' },
    { name: 'lead', type: 'relationship', relationTo: 'quote-requests' },
    // The reserve form came with Global Privacy Control (issue 55).
    { name: 'gpc', type: 'checkbox', label: 'Sent with Global Privacy Control' },
  ],
}
