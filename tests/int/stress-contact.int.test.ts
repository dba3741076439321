import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact/route'

import { submitConcurrentQuotes } from './stress-quotes'

describe('500 concurrent quote requests', () => {
  it('stores every one intact and answers each 201', { timeout: 180_000 }, async () => {
    const { docs } = await submitConcurrentQuotes(POST, 500, 'contact')
    // No SMTP here: Payload's console adapter, which the service records as 'skipped'.
    expect(docs.every((doc) => doc.notification === 'skipped')).toBe(true)
  })
})
