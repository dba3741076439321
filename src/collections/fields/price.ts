import type { NumberField, NumberFieldSingleValidation } from 'payload'

const money = '@/components/cms/Money.client'

/** A dollar amount, read as money ($13,995) in CMS lists and under its input (issue 52). */
export const priceField = (
  field: Pick<NumberField, 'name' | 'label' | 'required' | 'max' | 'admin' | 'defaultValue'> & {
    validate?: NumberFieldSingleValidation
  },
): NumberField => ({
  type: 'number',
  min: 0,
  ...field,
  admin: {
    ...field.admin,
    components: { Cell: `${money}#MoneyCell`, afterInput: [`${money}#MoneyReading`] },
  },
})
