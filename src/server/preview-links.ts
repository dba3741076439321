import 'server-only'

import { isCataloguePageSlug } from '@/lib/catalogue/types'
import {
  previewLinkDays,
  signPreviewLink,
  verifyPreviewLink,
  type PreviewDocument,
  type PreviewGrant,
} from '@/lib/preview/preview-link'
import { isTipSlug, tipPath } from '@/lib/tips/paths'
import { HttpError } from '@/server/api/http-error'
import { env } from '@/server/env'
import { absoluteUrl } from '@/server/site-url'
import { dayMs } from '@/lib/durations'

/** Where a previewed document is shown on the site. */
export const previewPath = ({ collection, slug }: PreviewDocument): string =>
  collection === 'tips' ? tipPath(slug) : `/trailers/${slug}`

/** The document a request names, or a 400 that says what is expected. */
export function previewDocumentOf(input: unknown): PreviewDocument {
  const { collection, slug } = (input ?? {}) as Record<string, unknown>
  if (collection === 'catalogue-pages' && typeof slug === 'string' && isCataloguePageSlug(slug))
    return { collection, slug }
  if (collection === 'tips' && isTipSlug(slug)) return { collection, slug }
  throw new HttpError(400, 'Expected a catalogue page or a tip: collection and slug')
}

/** A link an editor hands to someone without an account, and when it stops opening. */
export async function createPreviewLink(
  grant: PreviewGrant,
): Promise<{ url: string; expiresAt: string }> {
  const now = new Date()
  const token = await signPreviewLink(grant, env().PAYLOAD_SECRET, { now })
  const expiresAt = new Date(now.getTime() + previewLinkDays * dayMs)
  const url = absoluteUrl(`/api/preview/link?token=${encodeURIComponent(token)}`)
  return { url, expiresAt: expiresAt.toISOString() }
}

export const openPreviewLink = (token: string): Promise<PreviewGrant | null> =>
  verifyPreviewLink(token, env().PAYLOAD_SECRET)
