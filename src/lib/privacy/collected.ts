import type { LeadKind } from '@/lib/leads/kinds'

/*
 * What each form of the site collects, and why, in the words of the privacy notice (issue 55).
 * Keyed by the forms' own field names: collected.test.ts holds them to the forms' schemas, so a
 * field added to a form and not to the notice fails the tests instead of going unsaid.
 */
export type CollectedForm = { form: string; why: string; fields: Record<string, string> }

/** The fields every lead form sends (src/lib/leads/schema.ts). */
export const contactFields: Record<string, string> = {
  name: 'your name',
  email: 'your e-mail address',
  phone: 'your phone number, if you give it',
  message: 'what you write to us',
  trailer: 'the trailer you ask about',
  source:
    'the page you sent it from, the page that brought you there, and the campaign tags in its address',
}

export const leadKindFields: Record<Exclude<LeadKind, 'text' | 'reservation'>, CollectedForm> = {
  quote: {
    form: 'Quote request',
    why: 'to send you a price and answer your questions',
    fields: { boat: 'the boat you describe to check the fit, if you do' },
  },
  finance: {
    form: 'Finance inquiry',
    why: 'to work out a payment with you; we never ask for a Social Security number or date of birth here',
    fields: {
      amount: 'the amount to finance',
      termMonths: 'the term you want',
      downPayment: 'your down payment',
      creditBand: 'how you rate your own credit',
    },
  },
  service: {
    form: 'Service booking',
    why: 'to book and do the work',
    fields: {
      work: 'the work you want done',
      trailerMake: "your trailer's make",
      trailerModel: "your trailer's model",
      trailerYear: "your trailer's year",
      vin: "your trailer's VIN, if you give it",
      slot: 'the day you choose',
    },
  },
  parts: {
    form: 'Parts request',
    why: 'to find and price the part',
    fields: {
      part: 'the part you need',
      quantity: 'how many',
      trailerMake: "your trailer's make",
      trailerModel: "your trailer's model",
      trailerYear: "your trailer's year",
      vin: "your trailer's VIN, if you give it",
    },
  },
  'trade-in': {
    form: 'Trade-in',
    why: 'to value what you would trade',
    fields: {
      item: 'what you would trade',
      year: 'its year',
      make: 'its make',
      model: 'its model',
      lengthFeet: 'its length',
      condition: 'its condition',
      payoff: 'whether there is a loan on it',
    },
  },
}

/** The other things the site keeps about shoppers, each with why. */
export const otherCollected: CollectedForm[] = [
  {
    form: 'Photos',
    why: 'to see the part or the trade-in; only our staff can open them',
    fields: { photos: 'the photos you attach to a trade-in or parts request' },
  },
  {
    form: 'Texts',
    why: 'to answer you by text when you ask us to; reply STOP to any text to stop them',
    fields: {
      number: 'your mobile number',
      consent:
        'when and on which page you agreed to texts, and when you stopped them, in your words',
      texts: 'the texts between you and us',
    },
  },
  {
    form: 'Alerts',
    why: 'to e-mail you when a trailer you want arrives or drops in price; one click stops them',
    fields: { email: 'your e-mail address', watch: 'the trailers or price you watch' },
  },
  {
    form: 'Reservation',
    why: 'to hold a trailer for you; you pay on our payment provider’s page and we never see your card number',
    fields: {
      contact: 'your name, e-mail address and phone number',
      terms: 'the terms you accepted and when',
      payment: "the provider's payment reference and the amount",
    },
  },
  {
    form: 'Privacy requests',
    why: 'to answer your request about your data, and to keep the record that we did',
    fields: {
      email: 'your e-mail address, or your mobile number when you ask by text',
      request: 'what you asked for, what to correct or why you appeal, and when',
    },
  },
  {
    form: 'Privacy signal',
    why: 'to show we honoured it',
    fields: { gpc: 'whether your browser sent the Global Privacy Control signal with a form' },
  },
]
