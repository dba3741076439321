import type { Payload, SendEmailOptions } from 'payload'

export type NotificationResult = { status: 'sent' | 'failed'; error?: string }

/**
 * Sends a staff e-mail through Payload's adapter. A failure or a stalled server is reported,
 * never thrown, so the caller's work (e.g. a stored lead) is never lost to the mail server.
 */
export async function notifyStaff(
  payload: Payload,
  message: SendEmailOptions,
  timeoutMs = 10_000,
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
    payload.logger.error({ err: error, msg: `Staff notification failed: ${text}` })
    return { status: 'failed', error: text.slice(0, 500) }
  } finally {
    clearTimeout(timer)
  }
}
