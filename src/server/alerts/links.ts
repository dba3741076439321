import { absoluteUrl } from '@/server/site-url'

/** The one-click address of RFC 8058: a POST to it removes every alert of the address. */
export const unsubscribeUrl = (token: string) =>
  absoluteUrl(`/api/alerts/unsubscribe?token=${token}`)

/* Mail clients show their own 'Unsubscribe' button for these (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (token: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
