import type { Field } from 'payload'

/*
 * The settings of the lead kinds beyond a quote (ADR 0044), a group of their own in Lead
 * settings: the fit check's margin, the lender's application and the review requests. The fit
 * margin is shown on public pages, which read it through a cached query (never the whole global,
 * which holds addresses only admins may read).
 */
const httpsUrl = (value: unknown) =>
  !value ||
  (typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'https:') ||
  'Enter a full https:// address.'

export const leadKindSettings: Field = {
  name: 'kinds',
  label: 'Lead kinds',
  type: 'group',
  fields: [
    {
      name: 'fitMarginPercent',
      label: 'Fit check safety margin (%)',
      type: 'number',
      required: true,
      defaultValue: 15,
      min: 0,
      max: 100,
      admin: {
        description:
          'A trailer is shown as carrying a boat when its capacity is at least the boat’s loaded weight plus this share.',
      },
    },
    {
      name: 'lenderApplicationUrl',
      label: 'Lender’s application (link)',
      type: 'text',
      maxLength: 500,
      validate: httpsUrl,
      admin: {
        description:
          'The reply to a finance inquiry links here. Empty: the reply has no link. The site never asks for SSN, birth date or income.',
      },
    },
    {
      name: 'googleReviewUrl',
      label: 'Google review link',
      type: 'text',
      maxLength: 500,
      validate: httpsUrl,
      admin: {
        description:
          'Review requests link here. Empty: no review requests are sent. Every customer gets one; none is filtered by how happy they are.',
      },
    },
    {
      name: 'reviewDelayHours',
      label: 'Send a review request after (hours)',
      type: 'number',
      required: true,
      defaultValue: 48,
      min: 0,
      max: 720,
      admin: {
        description: 'Hours after a unit is marked sold to a buyer with an e-mail.',
      },
    },
    {
      name: 'reviewOncePerDays',
      label: 'At most one review request per address every (days)',
      type: 'number',
      required: true,
      defaultValue: 90,
      min: 1,
      max: 3650,
      admin: {
        description:
          'A customer who bought or had a service again within this time is not asked again.',
      },
    },
  ],
}
