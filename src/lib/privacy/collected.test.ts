import { describe, expect, it } from 'vitest'

import { leadKindForms } from '@/lib/leads/kinds/index'
import { leadSchema } from '@/lib/leads/schema'
import { contactFields, leadKindFields } from '@/lib/privacy/collected'

const keys = (schema: unknown) =>
  Object.keys((schema as { shape: Record<string, unknown> }).shape).sort()

describe('the privacy notice names every field a form collects', () => {
  it('the fields every lead form sends', () => {
    expect(Object.keys(contactFields).sort()).toEqual(keys(leadSchema))
  })

  it.each(Object.entries(leadKindForms))('the %s form', (kind, entry) => {
    const notice = leadKindFields[kind as keyof typeof leadKindFields]
    expect(Object.keys(notice.fields).sort()).toEqual(keys(entry!.details))
  })

  it('asks no Social Security number or date of birth in any form', () => {
    const every = Object.values(leadKindForms).flatMap((entry) => keys(entry!.details))
    expect(every.filter((field) => /ssn|social|birth|dob/i.test(field))).toEqual([])
  })
})
