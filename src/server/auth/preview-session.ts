import 'server-only'

import { cookies, draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'

import { userIsEditor } from '@/lib/auth/roles'
import { grants, verifyPreviewLink, type PreviewDocument } from '@/lib/preview/preview-link'
import type { User } from '@/payload-types'
import { env } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

/** The cookie an opened preview link leaves (src/app/api/preview/link/route.ts). */
export const previewLinkCookie = 'preview-link'

/**
 * The editor a draft render is for, or null. Next's draft mode is one cookie
 * (`__prerender_bypass`) with the same value for every previewer, kept after sign-out and after
 * the account is gone: on its own it proves nothing. Each draft render therefore also needs the
 * request's live CMS session, of someone who may read drafts, or a preview link for `doc` still
 * valid, made by an editor who still may (ADR 0039). Without `doc` (the home page, the trailer
 * model rows) only the CMS session counts: preview links are made for one page or tip.
 */
export async function previewEditor(doc?: PreviewDocument): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayloadClient()
  const editor = await editorOf(payload, await headers())
  return editor ?? (doc ? await linkEditor(payload, doc) : null)
}

/** The signed-in user of `requestHeaders` when they may read drafts (see publishedOrEditor). */
export async function editorOf(payload: Payload, requestHeaders: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && userIsEditor(user) ? (user as User) : null
}

async function linkEditor(payload: Payload, doc: PreviewDocument): Promise<User | null> {
  const token = (await cookies()).get(previewLinkCookie)?.value
  if (!token) return null
  const grant = await verifyPreviewLink(token, env().PAYLOAD_SECRET)
  if (!grant || !grants(grant, doc)) return null
  const user = await payload
    .findByID({ collection: 'users', id: grant.editorId, depth: 0, disableErrors: true })
    .catch(() => null)
  return user && userIsEditor(user) ? { ...user, collection: 'users' } : null
}
