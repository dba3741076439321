import type { Field } from 'payload'

import { writtenByLeadDeskOnly as access } from '@/collections/Leads/access'

/*
 * The shopper's consent to texts, as given (ADR 0046): the number, the exact words the form showed,
 * when, and the address the form was posted from. Set only by the form's server code.
 */
export const textConsentFields: Field[] = [
  {
    name: 'textConsent',
    type: 'group',
    access,
    admin: { description: "The shopper ticked 'Text me' on the form." },
    fields: [
      { name: 'number', type: 'text', admin: { description: 'Mobile number, E.164.' } },
      { name: 'text', type: 'textarea', admin: { description: 'The consent line shown.' } },
      { name: 'at', type: 'date' },
      { name: 'address', type: 'text', admin: { description: 'Client address of the form post.' } },
    ],
  },
]
