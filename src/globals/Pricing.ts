import type { GlobalConfig, NumberFieldSingleValidation } from 'payload'

import { isEditor } from '@/access'
import {
  draftAccess,
  editedByField,
  notesGlobalDraftSave,
  versionsWithDrafts,
} from '@/collections/drafts'
import { priceField } from '@/collections/fields/price'
import { formatPrice } from '@/lib/inventory/format'
import { defaultReservationTerms } from '@/lib/reservations/hold'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

// Maryland's cap on a dealer processing charge (Transportation §15-311.1(b)) since 1 July 2024.
const capToday = 800

const withinCap: NumberFieldSingleValidation = (value, { siblingData }) => {
  const cap = (siblingData as { processingChargeCap?: number | null }).processingChargeCap
  return typeof value === 'number' && typeof cap === 'number' && value > cap
    ? `The processing charge may not be above the cap of ${formatPrice(cap)}.`
    : true
}

/*
 * What the whole price of a unit is made of (issue 53): the dealer processing charge and how it is
 * shown, the rates behind the out-the-door estimate on unit pages, and the refundable deposit
 * that holds a unit online (ADR 0063). Dollars and percent as editors type them; the site works
 * in cents from them (src/lib/inventory/price-lines.ts, src/lib/reservations/hold.ts).
 */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: 'Price and fees',
  admin: {
    description:
      'The dealer processing charge shown with every price, the rates behind the "Out-the-door estimate" on unit pages, and the deposit that reserves a unit online.',
  },
  access: { ...draftAccess, update: isEditor },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: [notesGlobalDraftSave],
    afterChange: [revalidateGlobal(cacheTags.pricing)],
  },
  fields: [
    priceField({
      name: 'processingCharge',
      label: 'Dealer processing charge ($)',
      defaultValue: 0,
      validate: withinCap,
      admin: { description: 'Leave at 0 to charge none.' },
    }),
    priceField({
      name: 'processingChargeCap',
      label: 'Cap on the processing charge ($)',
      required: true,
      defaultValue: capToday,
      admin: { description: 'The most Maryland law allows: $800 since July 2024.' },
    }),
    {
      name: 'processingChargeShown',
      label: 'The processing charge is',
      type: 'radio',
      defaultValue: 'beside',
      options: [
        { value: 'beside', label: 'Shown in bold beside each price' },
        { value: 'included', label: 'Included in each price' },
      ],
    },
    {
      name: 'titlingTaxPercent',
      label: 'Titling tax (% of the price)',
      type: 'number',
      min: 0,
      max: 20,
      required: true,
      defaultValue: 6,
    },
    priceField({ name: 'titleFee', label: 'Title fee ($)', required: true, defaultValue: 100 }),
    priceField({
      name: 'registrationFee',
      label: 'Registration fee ($)',
      required: true,
      defaultValue: 51,
    }),
    {
      name: 'ratesSetOn',
      label: 'Rates set on',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'Shown with the estimate: change it whenever the tax rate or a fee changes.',
      },
    },
    {
      type: 'collapsible',
      label: 'Reserving online',
      fields: [
        {
          name: 'reservationsOffered',
          label: 'Offer "Reserve this trailer" on available units',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description:
              "Shoppers pay the deposit on the payment provider's page; it needs the Stripe keys on the server.",
          },
        },
        {
          name: 'depositKind',
          label: 'The deposit is',
          type: 'radio',
          defaultValue: 'fixed',
          options: [
            { value: 'fixed', label: 'A fixed amount' },
            { value: 'percent', label: 'A share of the price' },
          ],
        },
        priceField({
          name: 'depositAmount',
          label: 'Deposit ($)',
          defaultValue: 250,
          admin: { condition: (data) => data?.depositKind !== 'percent' },
        }),
        {
          name: 'depositPercent',
          label: 'Deposit (% of the price)',
          type: 'number',
          min: 1,
          max: 50,
          defaultValue: 5,
          admin: { condition: (data) => data?.depositKind === 'percent' },
        },
        {
          name: 'holdDays',
          label: 'Days a paid deposit holds the unit',
          type: 'number',
          min: 1,
          max: 30,
          required: true,
          defaultValue: 7,
          admin: { description: 'The hold ends as its last day ends in Edgewater.' },
        },
        {
          name: 'reservationTerms',
          label: 'Terms the shopper accepts before paying',
          type: 'textarea',
          required: true,
          defaultValue: defaultReservationTerms,
        },
      ],
    },
    editedByField,
  ],
}
