import type { Field } from 'payload'

import { isRealDate } from '@/lib/service/slots'

/*
 * The service shop's capacity (ADR 0045): the days and hours are the site's opening hours; these
 * say how many jobs the shop takes a day and on which dates it takes none. The /service page
 * offers only the days left after both and after the bookings already taken.
 */
export const serviceSettings: Field = {
  name: 'service',
  label: 'Service bookings',
  type: 'group',
  fields: [
    {
      name: 'jobsPerDay',
      label: 'Service jobs per day',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 0,
      max: 100,
      admin: {
        step: 1,
        description:
          'How many trailers the shop takes in a day. 0: the /service page offers no days (nothing can be booked).',
      },
    },
    {
      name: 'closedDates',
      label: 'Closed dates (holidays)',
      type: 'array',
      admin: {
        description: 'Days the shop takes no service booking, whatever the opening hours say.',
      },
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && isRealDate(value.trim())) ||
            'Write the date as YYYY-MM-DD, e.g. 2026-12-25.',
          admin: { placeholder: 'YYYY-MM-DD' },
        },
        { name: 'note', type: 'text', maxLength: 100, admin: { placeholder: 'e.g. Christmas' } },
      ],
    },
  ],
}
