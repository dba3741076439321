import 'server-only'

import type { Payload } from 'payload'

import { isOptedOut } from '@/server/texting/opt-out'
import { textProvider } from '@/server/texting/provider'
import { textingSettings } from '@/server/texting/queue'

/*
 * The texts of a privacy request asked by mobile number (ADR 0068): the code, the extension's
 * notice and the answer's link. They go straight through the texting provider adapter, as the
 * confirmation e-mail goes straight to the mail server, and are not stored as texts: the code's
 * text holds the code, and none of them belongs to a lead's thread. A number that texted STOP
 * gets none of them.
 */

/** Whether the site can text at all: a provider configured and the dealer's number set. */
export async function privacyTexting(payload: Payload) {
  const provider = textProvider(payload)
  const { number: from } = await textingSettings(payload)
  return provider && from ? { provider, from } : null
}

/** Texts `body` to `to`: whether the provider took it. */
export async function sendPrivacyText(
  payload: Payload,
  to: string,
  body: string,
  what: string,
): Promise<boolean> {
  const texting = await privacyTexting(payload)
  if (!texting || (await isOptedOut(payload, to))) return false
  try {
    await texting.provider.send({ from: texting.from, to, body })
    return true
  } catch (error) {
    payload.logger.warn(`${what} not texted: ${error instanceof Error ? error.message : error}`)
    return false
  }
}
