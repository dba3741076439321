import type { FieldHook } from 'payload'

import { oneLine } from '@/lib/leads/one-line'

/*
 * Names, phones and trailers are one line, whether they come from the quote form or a staff edit
 * in /cms: each is a line of the staff e-mail, where a line break would forge another line.
 */
export const keepOnOneLine: FieldHook = ({ value }) =>
  typeof value === 'string' ? oneLine(value) : value
