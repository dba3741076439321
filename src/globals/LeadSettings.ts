import type { GlobalConfig } from 'payload'

import { isAdmin, isAdminField, isStaff } from '@/access'

/*
 * How leads are handled. Apart from the site settings on purpose: editors may change the public
 * e-mail, and whoever sets where leads go receives every customer's name, e-mail and message, so
 * that address is read and written by admins only (issue 15, item 6).
 */
export const LeadSettings: GlobalConfig = {
  slug: 'lead-settings',
  label: 'Lead settings',
  admin: { group: 'Settings' },
  access: { read: isStaff, update: isAdmin },
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
  ],
}
