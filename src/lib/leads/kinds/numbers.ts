import { z } from 'zod'

/*
 * Numbers typed into a lead form arrive as text (a plain form post) or numbers (the script's
 * JSON); either way one message per field, in the words the form uses.
 */
const numberFrom = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value),
    z.coerce.number({ error: `${label} must be a number.` }),
  )

export const wholeNumber = (label: string, min: number, max: number) =>
  numberFrom(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min.toLocaleString('en-US')}.`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}.`),
  )

export const decimalNumber = (label: string, min: number, max: number) =>
  numberFrom(label).pipe(
    z
      .number()
      .min(min, `${label} must be at least ${min.toLocaleString('en-US')}.`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}.`),
  )
