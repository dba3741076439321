import { TextMeFieldset } from '@/components/forms/TextMeFieldset.client'
import { getTextingNumber } from '@/server/content/site'

/**
 * 'Text me' on a lead form, offered only while the dealer has a texting number in Lead settings
 * (ADR 0046): without one, no text could be sent, so none is promised. The number is a cached
 * read purged when Lead settings change, so the cached pages follow it.
 */
export async function TextMeOffer() {
  return (await getTextingNumber()) ? <TextMeFieldset /> : null
}
