import { describe, expect, it } from 'vitest'

import {
  quoteExceptionOutcome,
  quoteMessages,
  quoteMessageTone,
  jsonOrNull,
  quoteOutcome,
} from '@/lib/leads/kinds/quote-messages'

describe('quoteOutcome', () => {
  it('confirms and clears the form on an OK answer', () => {
    expect(quoteOutcome(201, { ok: true })).toEqual({
      message: quoteMessages.sent,
      clearForm: true,
    })
    expect(quoteOutcome(200, null)).toEqual({ message: quoteMessages.sent, clearForm: true })
  })

  it('treats a 404 as received and clears the form', () => {
    expect(quoteOutcome(404, { error: 'Not found' })).toEqual({
      message: 'Thank you! Your quote request has been received. We will contact you soon!',
      clearForm: true,
    })
  })

  it("shows the server's error field on any other failure and keeps the form", () => {
    expect(quoteOutcome(400, { error: 'Please enter a valid email address.' })).toEqual({
      message: 'Please enter a valid email address.',
      clearForm: false,
    })
    expect(quoteOutcome(429, { error: 'Too many requests' }).message).toBe('Too many requests')
  })

  it('falls back on the generic failure without a usable error field', () => {
    for (const body of [null, 'oops', {}, { error: 42 }, { error: '  ' }]) {
      expect(quoteOutcome(500, body)).toEqual({
        message: 'Failed to send request. Please try again.',
        clearForm: false,
      })
    }
  })

  it("reports a gateway's HTML error page as a failure, not as received", () => {
    const gatewayPage = '<html><body><h1>502 Bad Gateway</h1></body></html>'
    expect(quoteOutcome(502, jsonOrNull(gatewayPage))).toEqual({
      message: 'Failed to send request. Please try again.',
      clearForm: false,
    })
    expect(jsonOrNull('{"error":"Too many requests"}')).toEqual({ error: 'Too many requests' })
  })

  it('treats an exception like the 404 case', () => {
    expect(quoteExceptionOutcome).toEqual({ message: quoteMessages.received, clearForm: true })
  })
})

describe('quoteMessageTone', () => {
  it("styles a message as success exactly when it contains 'Thank you'", () => {
    expect(quoteMessageTone(quoteMessages.sent)).toBe('success')
    expect(quoteMessageTone(quoteMessages.received)).toBe('success')
    expect(quoteMessageTone(quoteMessages.failed)).toBe('error')
    expect(quoteMessageTone('thank you, but no')).toBe('error')
  })
})
