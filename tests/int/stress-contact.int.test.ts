import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact/route'

import type { QuoteRequest } from '@/payload-types'

import { leadsWhen } from './helpers/lead-jobs'
import { submitConcurrentQuotes } from './helpers/stress-quotes'

describe('500 concurrent quote requests', () => {
  it('stores every one intact and answers each 201', { timeout: 180_000 }, async () => {
    const { run } = await submitConcurrentQuotes(POST, 500, 'contact')
    // No SMTP here: each lead's queued job records 'skipped'.
    const settled = (doc: QuoteRequest) => doc.notification !== 'pending'
    const docs = await leadsWhen({ message: { contains: run } }, settled, 120_000)
    expect(docs.every((doc) => doc.notification === 'skipped')).toBe(true)
  })
})
