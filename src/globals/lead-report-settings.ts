import type { Field } from 'payload'

import { isAdminField } from '@/access'

/*
 * What the owner spends on each source of leads, for the Reports view's cost per sale (issue 54,
 * ADR 0066). Admins only, to read as to write: staff see their own figures, not the dealer's
 * spend.
 */
export const reportSettings: Field = {
  name: 'reports',
  label: 'Reports',
  type: 'group',
  access: { read: isAdminField, update: isAdminField },
  fields: [
    {
      name: 'sourceSpend',
      label: 'Monthly spend per source',
      labels: { singular: 'Source', plural: 'Sources' },
      type: 'array',
      maxRows: 100,
      admin: {
        description:
          'What a source of leads costs a month; the Reports view shows its cost per sale. Name each source as the Reports view does: the utm_source of a campaign’s links as sent (facebook), another site’s host (google.com), window sticker, alert, auto-reply e-mail, or website.',
      },
      fields: [
        {
          name: 'source',
          label: 'Source',
          type: 'text',
          required: true,
          maxLength: 200,
        },
        {
          name: 'monthlyDollars',
          label: 'Spend a month ($)',
          type: 'number',
          required: true,
          min: 0,
          max: 10_000_000,
        },
      ],
    },
  ],
}
