import type { TextFieldSingleValidation } from 'payload'

import { readHoursRow, type HoursRow, type RowProblems } from '@/lib/opening-hours'

/*
 * A row of hours the parser cannot read is refused when saved, on the field at fault, with what
 * the parser understands (ADR 0023): the clock and the JSON-LD read only what it reads.
 */
const validateHoursField =
  (field: keyof RowProblems): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    const row = { ...(siblingData as Partial<HoursRow>), [field]: value } as HoursRow
    return readHoursRow(row).problems[field] ?? true
  }

export const validateHoursDays = validateHoursField('days')
export const validateHoursOpens = validateHoursField('opens')
export const validateHoursCloses = validateHoursField('closes')
