import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact/route'

import type { Lead } from '@/payload-types'

import { leadsWhen } from './helpers/lead-jobs'
import { submitConcurrentQuotes } from './helpers/stress-quotes'

describe('500 concurrent quote requests', () => {
  it('stores every one intact and answers each 201', { timeout: 180_000 }, async () => {
    // The helper expects 500 answers 201 and 500 rows, each as it was sent.
    const { docs: stored, run } = await submitConcurrentQuotes(POST, 500, 'contact')
    expect(new Set(stored.map((doc) => doc.message)).size).toBe(500)
    // No SMTP here: each lead's queued job records 'skipped'.
    const settled = (doc: Lead) => doc.notification !== 'pending'
    const docs = await leadsWhen({ message: { contains: run } }, settled, 120_000)
    expect(docs).toHaveLength(500)
    expect(docs.filter((doc) => doc.notification !== 'skipped')).toEqual([])
  })
})
