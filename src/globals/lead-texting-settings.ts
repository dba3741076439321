import type { Field } from 'payload'

import type { TextFieldSingleValidation } from 'payload'

/*
 * Texting (ADR 0046): the dealer's number, what it may cost, when automatic texts wait, and the
 * words staff and the instant reply use. The provider's keys live in the environment, not here.
 */
// A long code or toll-free number of the US or Canada, as the provider writes it.
const dealerNumber: TextFieldSingleValidation = (value) =>
  !value ||
  /^\+1[2-9]\d{9}$/.test(value) ||
  'Write the number as +1 and ten digits, e.g. +15552014477.'

export const textingSettings: Field = {
  name: 'texting',
  label: 'Texting',
  type: 'group',
  fields: [
    {
      name: 'number',
      label: 'Dealer texting number',
      type: 'text',
      validate: dealerNumber,
      admin: {
        description:
          "The number texts come from and shoppers text, as the provider registered it (+15552014477). Empty: no texting, and no 'Text us' links.",
      },
    },
    {
      name: 'autoReply',
      label: 'Instant reply by text',
      type: 'textarea',
      defaultValue:
        'Hi {name}, thanks for asking {business} about {trailer}. We will text you back shortly. Reply STOP to opt out.',
      admin: {
        components: { afterInput: ['@/components/cms/SegmentCount.client#SegmentCount'] },
        description:
          'Sent when a shopper ticks Text me, unless their kind of lead has its own under Reply per kind of lead. {name}, {business} and {trailer} are filled in. Empty: no instant text but those.',
      },
    },
    {
      name: 'templates',
      label: 'Reply templates',
      type: 'array',
      admin: { description: 'Ready texts staff can insert in a reply from the lead card.' },
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'body',
          type: 'textarea',
          required: true,
          admin: {
            components: { afterInput: ['@/components/cms/SegmentCount.client#SegmentCount'] },
          },
        },
      ],
    },
    {
      name: 'perNumberDailyCap',
      label: 'Staff texts per number per day',
      type: 'number',
      required: true,
      defaultValue: 10,
      min: 1,
      max: 100,
      admin: {
        description:
          'Texts staff send one number in 24 hours. Automatic texts have their own limits and never use these up.',
      },
    },
    {
      name: 'dailyCap',
      label: 'Staff texts per day',
      type: 'number',
      required: true,
      defaultValue: 500,
      min: 1,
      max: 100_000,
      admin: { description: 'All texts staff send in 24 hours: a ceiling on the bill.' },
    },
    {
      name: 'automaticDailyCap',
      label: 'Automatic texts per day',
      type: 'number',
      required: true,
      defaultValue: 200,
      min: 0,
      max: 100_000,
      admin: {
        description:
          'Instant replies and other automatic texts in 24 hours, counted apart from staff texts. Besides: one a number an hour, three a number in 24 hours, three a day from one client’s forms.',
      },
    },
    {
      name: 'quietStartHour',
      label: 'Quiet hours start (hour, dealer time)',
      type: 'number',
      required: true,
      defaultValue: 20,
      min: 0,
      max: 23,
      admin: {
        step: 1,
        description:
          'Automatic texts wait from this hour (America/New_York)... They never go before 8 am or after 8 pm, whatever is set here.',
      },
    },
    {
      name: 'quietEndHour',
      label: 'Quiet hours end (hour, dealer time)',
      type: 'number',
      required: true,
      defaultValue: 8,
      min: 0,
      max: 23,
      admin: { step: 1, description: '...until this one. The same hour twice: no quiet hours.' },
    },
  ],
}
