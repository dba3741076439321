import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '@/access'
import { userIsAdmin } from '@/lib/auth/roles'
import { requestKindLabels } from '@/lib/privacy/requests'

/*
 * Shoppers' privacy requests (issue 55, ADR 0065, 0068): asked for at /privacy/request, confirmed by the
 * link e-mailed to the address or by the code texted to the number, answered by an admin from the
 * staff panel's Privacy tab. Links are random 32-byte keys of which only the SHA-256 is kept; a
 * code only as the SHA-256 of its page's key and the code. Only the server writes them; admins
 * read them, and after a deletion this is the minimal record that the request was answered.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Privacy request', plural: 'Privacy requests' },
  admin: {
    useAsTitle: 'contact',
    defaultColumns: ['createdAt', 'kind', 'email', 'phone', 'dueAt', 'answeredAt'],
    description: 'Shoppers’ requests for a copy, a correction, a deletion or no marketing.',
    hidden: hiddenUnless(userIsAdmin),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: {
    // Neither is ever changed after the request is made.
    beforeChange: [
      ({ data, operation }) =>
        operation === 'create' ? { ...data, contact: data.email ?? data.phone } : data,
    ],
  },
  fields: [
    {
      name: 'kind',
      label: 'Request',
      type: 'select',
      required: true,
      options: Object.entries(requestKindLabels).map(([value, label]) => ({ value, label })),
    },
    // One of the two: the address or the number that confirmed the request (ADR 0068).
    { name: 'email', label: 'E-mail', type: 'email', index: true },
    { name: 'phone', label: 'Mobile number', type: 'text', index: true },
    // The CMS's title for the request: a title field cannot be computed on reading (Payload
    // refuses a virtual one), and a request by text has no address to show.
    { name: 'contact', label: 'Address or number', type: 'text', admin: { hidden: true } },
    {
      name: 'details',
      label: 'What the shopper wrote',
      type: 'textarea',
      admin: { description: 'What to correct, or why they appeal.' },
    },
    {
      name: 'appealOf',
      label: 'Appeal of',
      type: 'relationship',
      relationTo: 'privacy-requests',
    },
    {
      name: 'gpc',
      label: 'Sent with Global Privacy Control',
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'confirmHash', label: 'Confirmation link (hash)', type: 'text', index: true },
    { name: 'confirmExpiresAt', label: 'Confirmation link expires', type: 'date', index: true },
    { name: 'codeHash', label: 'Texted code (hash)', type: 'text' },
    { name: 'codeTries', label: 'Wrong codes tried', type: 'number', defaultValue: 0 },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date', index: true },
    { name: 'dueAt', label: 'Answer due', type: 'date', index: true },
    { name: 'extendedAt', label: 'Extended', type: 'date' },
    { name: 'extensionNote', label: 'Why it was extended', type: 'textarea' },
    { name: 'answeredAt', label: 'Answered', type: 'date' },
    { name: 'answeredBy', label: 'Answered by', type: 'relationship', relationTo: 'users' },
    { name: 'answer', label: 'Answer', type: 'textarea' },
    {
      name: 'outcome',
      label: 'What the site did',
      type: 'text',
      admin: { description: 'Marketing stopped, or what a deletion removed.' },
    },
    { name: 'answerHash', label: 'Answer link (hash)', type: 'text', index: true },
    { name: 'answerExpiresAt', label: 'Answer link expires', type: 'date' },
  ],
}
