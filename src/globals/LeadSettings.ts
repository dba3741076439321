import type { GlobalConfig } from 'payload'

import { isAdmin, isAdminField, isStaff } from '@/access'
import { leadKindSettings } from '@/globals/lead-kind-settings'
import { reportSettings } from '@/globals/lead-report-settings'
import { routingSettings } from '@/globals/lead-routing-settings'
import { serviceSettings } from '@/globals/service-settings'
import { textingSettings } from '@/globals/lead-texting-settings'
import { cacheTags } from '@/server/cache/tags'
import { revalidateGlobal } from '@/server/cache/revalidate'

/*
 * How leads are handled. Apart from the site settings on purpose: editors may change the public
 * e-mail, and whoever sets where leads go receives every customer's name, e-mail and message, so
 * that address is read and written by admins only (ADR 0013).
 */
export const LeadSettings: GlobalConfig = {
  slug: 'lead-settings',
  label: 'Lead settings',
  admin: { group: 'Settings' },
  access: { read: isStaff, update: isAdmin },
  // Pages read the kinds' settings and the unit pages' 'Text us' link the texting number.
  hooks: {
    afterChange: [revalidateGlobal(cacheTags.leadKinds), revalidateGlobal(cacheTags.textingNumber)],
  },
  fields: [
    {
      name: 'notifyTo',
      label: 'Send new leads to',
      type: 'email',
      access: { read: isAdminField, update: isAdminField },
      admin: {
        description:
          'Staff address that receives every new lead. QUOTE_NOTIFY_TO in the environment wins when set. Empty: no e-mail; leads are still stored.',
      },
    },
    {
      name: 'responseTargetHours',
      label: 'Response target (business hours)',
      type: 'number',
      required: true,
      defaultValue: 2,
      min: 0.25,
      max: 72,
      admin: {
        description:
          'A lead still New after this many hours, counted within the opening hours of the site settings, is shown as Overdue.',
      },
    },
    routingSettings,
    leadKindSettings,
    textingSettings,
    {
      // Aging report (ADR 0027): its own group, apart from the lead desk's fields above.
      name: 'aging',
      label: 'Aging report',
      type: 'group',
      fields: [
        {
          name: 'limitDays',
          label: 'Aging limit (days in stock)',
          type: 'number',
          required: true,
          defaultValue: 90,
          min: 1,
          max: 3650,
          admin: { description: 'A unit in stock longer than this is flagged in the Aging view.' },
        },
        {
          name: 'photoMinimum',
          label: 'Photo minimum',
          type: 'number',
          required: true,
          defaultValue: 6,
          min: 0,
          max: 50,
          admin: { description: 'A unit with fewer photos is flagged in the Aging view.' },
        },
      ],
    },
    {
      name: 'alertHour',
      label: 'Send shopper alerts at (hour, dealer time)',
      type: 'number',
      required: true,
      defaultValue: 8,
      min: 0,
      max: 23,
      admin: {
        step: 1,
        description:
          'Hour of the day (0-23, America/New_York) of the daily e-mail to shoppers whose saved searches or watched prices changed.',
      },
    },
    serviceSettings,
    reportSettings,
  ],
}
