import type { Payload, SendEmailOptions } from 'payload'

export type NotificationResult = { status: 'sent' | 'failed'; error?: string }

/**
 * Whether e-mail can reach anyone. Without SMTP settings Payload's console adapter stands in and
 * "sends" by printing, so work that marks something as told must not count that as sent.
 */
export const mailConfigured = (payload: Payload): boolean => payload.email.name !== 'console'

/**
 * Sends an e-mail through Payload's adapter. A failure or a stalled server is reported, never
 * thrown, so the caller's work (a stored lead, an alert run) is never lost to the mail server.
 */
export async function sendMail(
  payload: Payload,
  message: SendEmailOptions,
  timeoutMs = 10_000,
  label = 'E-mail',
): Promise<NotificationResult> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer from the mail server in ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  try {
    await Promise.race([payload.sendEmail(message), timeout])
    return { status: 'sent' }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    payload.logger.error({ err: error, msg: `${label} failed: ${text}` })
    return { status: 'failed', error: text.slice(0, 500) }
  } finally {
    clearTimeout(timer)
  }
}

/** A staff e-mail (new lead, its CRM copy). */
export const notifyStaff = (payload: Payload, message: SendEmailOptions, timeoutMs = 10_000) =>
  sendMail(payload, message, timeoutMs, 'Staff notification')
