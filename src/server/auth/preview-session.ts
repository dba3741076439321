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

/* Next's draft-mode cookie: the one flag that makes a page render for this browser alone. */
const draftModeCookie = '__prerender_bypass'

/** How long a browser stays in preview before it ends by itself (issue 52 item 6). */
export const previewModeSeconds = 60 * 60

/*
 * Turns on preview for this browser for an hour. Next's cookie lasts the browser session, which
 * on a phone can be weeks of every page rendered for one person, bypassing the cache.
 */
export async function startPreview(): Promise<void> {
  ;(await draftMode()).enable()
  const jar = await cookies()
  const bypass = jar.get(draftModeCookie)
  if (bypass) jar.set({ ...bypass, maxAge: previewModeSeconds })
}

/**
 * Whether this page is shown in preview, for the banner on every public page: draft mode, with a
 * CMS session of someone who may read drafts or an opened preview link. After signing out the
 * cookie may linger, but nothing is previewed and nothing says so.
 */
export async function inPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  if ((await cookies()).has(previewLinkCookie)) return true
  return (await editorOf(await getPayloadClient(), await headers())) !== null
}

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
