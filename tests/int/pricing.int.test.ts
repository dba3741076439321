import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { priceRules } from '@/lib/inventory/price-lines'

import { payload } from './helpers/requests'
import { refusal } from './helpers/validation-refusal'

/*
 * The "Price and fees" global (issue 53, ADR 0060) on the migrated schema: the processing charge
 * is refused above the cap the global holds, on its field, and what is saved reads back as cents.
 */
let client: Payload

beforeAll(async () => {
  client = await payload()
})

describe('the processing charge', () => {
  it('is refused above the cap, which the dealer can lower', async () => {
    expect(
      await refusal(client.updateGlobal({ slug: 'pricing', data: { processingCharge: 800.01 } })),
    ).toEqual([
      {
        label: 'Dealer processing charge ($)',
        message: 'The processing charge may not be above the cap of $800.',
        path: 'processingCharge',
      },
    ])
    expect(
      await refusal(
        client.updateGlobal({
          slug: 'pricing',
          data: { processingCharge: 500, processingChargeCap: 400 },
        }),
      ),
    ).toMatchObject([{ message: 'The processing charge may not be above the cap of $400.' }])
  })

  it('reads back in cents with the rates, as pages read it', async () => {
    await client.updateGlobal({
      slug: 'pricing',
      data: {
        processingCharge: 499.99,
        processingChargeCap: 800,
        processingChargeShown: 'included',
        titlingTaxPercent: 6,
        titleFee: 100,
        registrationFee: 51,
        ratesSetOn: '2026-11-29T12:00:00.000Z',
        _status: 'published',
      },
    })
    expect(priceRules(await client.findGlobal({ slug: 'pricing', depth: 0 }))).toEqual({
      processingChargeCents: 49_999,
      processingChargeIncluded: true,
      titlingTaxPercent: 6,
      titleFeeCents: 10_000,
      registrationFeeCents: 5_100,
      ratesSetOn: '2026-11-29',
    })
  })
})
