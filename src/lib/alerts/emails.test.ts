import { describe, expect, it } from 'vitest'

import { alertEmail } from '@/lib/alerts/emails'
import type { AlertChange } from '@/lib/alerts/changes'
import { priceRules } from '@/lib/inventory/price-lines'
import { sampleApiItem } from '@/lib/inventory/sample'

const unit = sampleApiItem({ id: 3, model_name: 'VAB-2025', price: 3895 })
const links = { unit: () => 'https://v.example/inventory/3', manage: 'https://v.example/alerts' }
const change = (over: Partial<AlertChange>) =>
  ({
    alert: {},
    arrived: [],
    drop: null,
    next: null,
    summary: 'Bunk trailers',
    ...over,
  }) as AlertChange & { summary: string }

describe('alertEmail', () => {
  it('quotes prices as the unit page does, the processing charge included', () => {
    const rules = priceRules({ processingCharge: 399, processingChargeShown: 'included' })
    const { text } = alertEmail(
      [change({ arrived: [unit] }), change({ drop: { unit, was: 4295, now: 3895 } })],
      links,
      rules,
    )
    expect(text).toContain('- Venture VAB-2025, $4,294 (In stock)')
    expect(text).toContain('was $4,694, now $4,294')
    expect(text).toContain('Includes a dealer processing charge (not required by law) of $399')
  })

  it('states a charge shown beside the price, and nothing when there is none', () => {
    const beside = alertEmail(
      [change({ arrived: [unit] })],
      links,
      priceRules({ processingCharge: 399 }),
    )
    expect(beside.text).toContain('$3,895 (In stock)')
    expect(beside.text).toContain('Plus dealer processing charge (not required by law): $399')
    const none = alertEmail([change({ arrived: [unit] })], links, priceRules(null))
    expect(none.text).not.toContain('processing charge')
  })
})
