import type { Field } from 'payload'

import { isAdminField } from '@/access'
import { autoReplyDefaults } from '@/lib/leads/auto-reply'
import { leadKindLabels, leadKinds } from '@/lib/leads/kinds'

const oneRowPerKind = (rows: unknown) => {
  const kinds = Array.isArray(rows) ? rows.map((row) => (row as { kind?: string }).kind) : []
  return new Set(kinds).size === kinds.length || 'Give each kind of lead one row only.'
}

/*
 * The lead routing's settings (ADR 0024), a group of their own in Lead settings: the
 * reply every shopper gets within a minute, and when a lead nobody touched moves on. The
 * manager's account is the staff account whose e-mail is the manager address: one setting, so
 * the e-mail and the account can never name two different people.
 */
export const routingSettings: Field = {
  name: 'routing',
  label: 'Routing and the reply to shoppers',
  type: 'group',
  fields: [
    {
      name: 'autoReply',
      label: 'Reply to each shopper within a minute',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'replySubject',
      label: 'Subject of the reply',
      type: 'text',
      maxLength: 150,
      defaultValue: autoReplyDefaults.subject,
    },
    {
      name: 'replyOpening',
      label: 'Opening paragraph',
      type: 'textarea',
      maxLength: 1000,
      defaultValue: autoReplyDefaults.opening,
    },
    {
      name: 'replySignature',
      label: 'Signature',
      type: 'textarea',
      maxLength: 500,
      defaultValue: autoReplyDefaults.signature,
    },
    {
      // A kind's own subject and opening; a kind without a row gets the ones above.
      name: 'replyByKind',
      label: 'Reply per kind of lead',
      labels: { singular: 'Kind of lead', plural: 'Kinds of lead' },
      type: 'array',
      validate: oneRowPerKind,
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: leadKinds.map((value) => ({ label: leadKindLabels[value], value })),
        },
        { name: 'subject', label: 'Subject', type: 'text', maxLength: 150 },
        { name: 'opening', label: 'Opening paragraph', type: 'textarea', maxLength: 1000 },
        {
          name: 'text',
          label: 'Instant reply by text',
          type: 'textarea',
          maxLength: 480,
          admin: {
            components: { afterInput: ['@/components/cms/SegmentCount.client#SegmentCount'] },
            description:
              'For a shopper of this kind who ticks Text me, instead of the one under Texting. {name}, {business} and {trailer} are filled in. Empty: that one.',
          },
        },
      ],
    },
    {
      name: 'replyPreview',
      type: 'ui',
      admin: {
        components: { Field: '@/components/cms/AutoReplyPreview.client#AutoReplyPreview' },
      },
    },
    {
      name: 'escalationMinutes',
      label: 'Move a lead nobody touched after (business minutes)',
      type: 'number',
      required: true,
      defaultValue: 15,
      min: 1,
      max: 600,
      admin: {
        description:
          'A lead still New this long after it was assigned, counted while the dealership is open, goes to the next person in the rotation; after two moves, to the manager.',
      },
    },
    {
      name: 'managerEmail',
      label: 'Manager address',
      type: 'email',
      access: { read: isAdminField, update: isAdminField },
      admin: {
        description:
          'Gets an e-mail each time a lead moves on. The staff account with this e-mail is the manager’s account, which gets a lead after its two moves.',
      },
    },
  ],
}
