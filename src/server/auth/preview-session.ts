import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'

import { userIsEditor } from '@/access/roles'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

/**
 * The editor a draft render is for, or null. Next's draft mode is one cookie
 * (`__prerender_bypass`) with the same value for every previewer, kept after sign-out and after
 * the account is gone: on its own it proves nothing. Each draft render therefore also needs the
 * request's live CMS session, of someone who may read drafts.
 */
export async function previewEditor(): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  return editorOf(await getPayloadClient(), await headers())
}

/** The signed-in user of `requestHeaders` when they may read drafts (see publishedOrEditor). */
export async function editorOf(payload: Payload, requestHeaders: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && userIsEditor(user) ? (user as User) : null
}
