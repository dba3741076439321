import type { Lead } from '@/payload-types'
import { stickerUtmSource } from '@/lib/stickers/link'

/*
 * Where a lead came from, in the desk's words: the utm_source our own links carry (the window
 * sticker's QR code, ADR 0026; the stock alert and auto-reply e-mails) named, any other utm_source
 * as sent, else the host of another site that sent the visitor, else 'website' (a visit that came
 * from one of our own pages, or with no referrer).
 */
const ownSources: Record<string, string> = {
  [stickerUtmSource]: 'window sticker',
  alert: 'alert',
  lead_autoreply: 'auto-reply e-mail',
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

function referrerHost(referrer: string | null | undefined, siteHost: string): string | null {
  if (!referrer) return null
  try {
    const host = bareHost(new URL(referrer).hostname)
    return host && host !== bareHost(siteHost) ? host : null
  } catch {
    return null
  }
}

/** `siteHost`: this site's host name, whose own pages are no source of their own. */
export function leadSourceLabel(source: Lead['source'], siteHost: string): string {
  const utm = source?.utmSource?.trim()
  if (utm) return ownSources[utm] ?? utm
  return referrerHost(source?.referrer, siteHost) ?? 'website'
}
