import twilio from 'twilio'
import { describe, expect, it } from 'vitest'

import { twilioSignature, validTwilioSignature } from './signature'

/* The site's check against the provider's own SDK: the same algorithm, not a copy checked by itself. */
const token = 'a-test-auth-token'
const url = 'https://dealer.example/api/texting/inbound?x=1'
const fields = { MessageSid: 'SM123', From: '+12015550123', Body: 'Hi there', To: '+12015550100' }

describe('Twilio webhook signature', () => {
  it('is what the Twilio SDK computes', () => {
    expect(twilioSignature(token, url, new URLSearchParams(fields))).toBe(
      twilio.getExpectedTwilioSignature(token, url, fields),
    )
  })
  it('accepts the right one and refuses missing, wrong, other-URL and tampered ones', () => {
    const signature = twilio.getExpectedTwilioSignature(token, url, fields)
    const params = new URLSearchParams(fields)
    expect(validTwilioSignature(token, url, params, signature)).toBe(true)
    expect(validTwilioSignature(token, url, params, null)).toBe(false)
    expect(validTwilioSignature(token, url, params, 'bm90IGl0')).toBe(false)
    expect(
      validTwilioSignature(
        token,
        'http://dealer.example/api/texting/inbound?x=1',
        params,
        signature,
      ),
    ).toBe(false)
    const tampered = new URLSearchParams({ ...fields, Body: 'STOP' })
    expect(validTwilioSignature(token, url, tampered, signature)).toBe(false)
  })
})
