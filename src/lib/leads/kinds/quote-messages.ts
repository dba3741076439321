/* The quote form's result messages, exactly as the spec's error catalogue words them. */
export const quoteMessages = {
  sent: 'Thank you! Your quote request has been sent successfully.',
  received: 'Thank you! Your quote request has been received. We will contact you soon!',
  failed: 'Failed to send request. Please try again.',
} as const

export type QuoteOutcome = { message: string; clearForm: boolean }

/**
 * What the form shows for the server's answer. A 404 counts as received (the spec's rule for a
 * site deployed without the endpoint); any other non-OK answer shows the server's error field.
 */
export function quoteOutcome(status: number, body: unknown): QuoteOutcome {
  if (status === 404) return { message: quoteMessages.received, clearForm: true }
  if (status >= 200 && status < 300) return { message: quoteMessages.sent, clearForm: true }
  const error =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error.trim()
      : ''
  return { message: error || quoteMessages.failed, clearForm: false }
}

/**
 * The answer's body as JSON, or null when it is not JSON: a gateway's HTML 502/504 page is a
 * failure to report, not an exception to treat as received.
 */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A network failure or any exception while sending: the spec treats it as received. */
export const quoteExceptionOutcome: QuoteOutcome = {
  message: quoteMessages.received,
  clearForm: true,
}

/** The spec's styling rule: a message is a success when it contains 'Thank you'. */
export const quoteMessageTone = (message: string): 'success' | 'error' =>
  message.includes('Thank you') ? 'success' : 'error'
