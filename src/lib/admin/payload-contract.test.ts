import { describe, expect, it } from 'vitest'

import { autofillFromModel } from '@/lib/admin/autofill'
import { emptyForm, toInventoryPayload, type InventoryForm } from '@/lib/admin/form'
import { inventoryItemSchema } from '@/lib/inventory/schema'
import { trailerModels } from '@/seed/catalogue/models'

// The form filled from a model, plus what staff always type themselves (price, stock).
function formFromModel(model: (typeof trailerModels)[number]): InventoryForm {
  const fill = autofillFromModel(model)
  return {
    ...emptyForm,
    ...fill,
    specifications: { ...emptyForm.specifications, ...fill.specifications },
    price: '4999',
    stock_quantity: '1',
  }
}

describe('the add form filled from a catalogue model', () => {
  it.each(trailerModels.map((model) => [model.model, model] as const))(
    'sends a body the inventory API accepts for %s',
    (_code, model) => {
      const result = inventoryItemSchema.safeParse(toInventoryPayload(formFromModel(model)))
      expect(result.error?.issues ?? []).toEqual([])
    },
  )
})
