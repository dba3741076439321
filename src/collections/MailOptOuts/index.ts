import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

/*
 * Addresses that asked for no more mail from the dealer beyond replies to their own requests:
 * written by the one-click unsubscribe of alert and review e-mails (RFC 8058), read before any
 * review request is sent (ADR 0044). Deleting an alert keeps no address; this list does, because
 * an unsubscribe must outlast the alerts it removed.
 */
export const MailOptOuts: CollectionConfig = {
  slug: 'mail-opt-outs',
  admin: { group: 'Leads', useAsTitle: 'email', description: 'Addresses that unsubscribed.' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [{ name: 'email', type: 'email', required: true, unique: true }],
}
