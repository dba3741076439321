import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

/*
 * A preview link for one draft document, for someone without an account (a manager approving a
 * promotion; ADR 0039). A JWT signed (HS256) with a key derived from the server's secret, so it
 * signs nothing else Payload's sessions could take; it names the document and the editor who made
 * it, whose access the draft is then read with, and it expires.
 */
export const previewLinkDays = 7

/** One draft document: a catalogue page or a tip, by its slug. */
export type PreviewDocument = { collection: 'catalogue-pages' | 'tips'; slug: string }

export type PreviewGrant = PreviewDocument & { editorId: number }

const audience = 'preview-link'

const keyFrom = (secret: string) =>
  new Uint8Array(createHmac('sha256', secret).update('preview-link/v1').digest())

type Clock = { now?: Date }

export async function signPreviewLink(
  grant: PreviewGrant,
  secret: string,
  { now = new Date(), days = previewLinkDays }: Clock & { days?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ collection: grant.collection, slug: grant.slug })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(grant.editorId))
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + days * 24 * 60 * 60)
    .sign(keyFrom(secret))
}

/** The grant a link carries, or null when it is changed, expired or not a preview link. */
export async function verifyPreviewLink(
  token: string,
  secret: string,
  { now = new Date() }: Clock = {},
): Promise<PreviewGrant | null> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), {
      algorithms: ['HS256'],
      audience,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    })
    const { collection, slug, sub } = payload
    const editorId = Number(sub)
    if (collection !== 'catalogue-pages' && collection !== 'tips') return null
    if (typeof slug !== 'string' || !Number.isSafeInteger(editorId)) return null
    return { collection, slug, editorId }
  } catch {
    return null
  }
}

/** Whether a grant is for this document. */
export const grants = (grant: PreviewGrant | null, doc: PreviewDocument): boolean =>
  grant !== null && grant.collection === doc.collection && grant.slug === doc.slug
