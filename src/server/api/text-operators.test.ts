import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { textOperatorOffText } from '@/server/api/text-operators'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'price', type: 'number' },
  { name: 'status', type: 'select', options: [] },
  {
    name: 'specifications',
    type: 'group',
    flattenedFields: [
      { name: 'winch', type: 'text' },
      { name: 'weight', type: 'number' },
    ],
  },
] as unknown as FlattenedField[]

describe('textOperatorOffText', () => {
  it('lets text operators through on text fields, nested ones included', () => {
    expect(textOperatorOffText(fields, '?where[title][like]=boat')).toBeUndefined()
    expect(textOperatorOffText(fields, '?where[specifications.winch][contains]=x')).toBeUndefined()
    expect(textOperatorOffText(fields, '?where[price][equals]=5')).toBeUndefined()
    expect(textOperatorOffText(fields, '')).toBeUndefined()
  })

  it('refuses like, not_like and contains on ids, numbers, enums and nested numbers', () => {
    expect(textOperatorOffText(fields, '?where[id][contains]=-951263284')).toBe(
      'The operator contains can only be used on text fields, not on id',
    )
    expect(textOperatorOffText(fields, '?where[price][like]=1')).toMatch(/on price$/)
    expect(textOperatorOffText(fields, '?where[status][not_like]=a')).toMatch(/on status$/)
    expect(
      textOperatorOffText(fields, '?where[or][0][and][0][specifications.weight][like]=1'),
    ).toMatch(/on specifications.weight$/)
  })

  it("leaves a path no field answers to for Payload's own refusal", () => {
    expect(textOperatorOffText(fields, '?where[nothing][like]=1')).toBeUndefined()
  })
})
