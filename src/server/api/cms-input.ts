import 'server-only'

import { createLocalReq, type CollectionSlug, type Payload } from 'payload'

import { contentNamedFiles } from '@/lib/security-headers.mjs'
import { mediaType, parseJson } from '@/server/api/handler'
import { cmsRefusal } from '@/server/api/cms-refusal'
import { HttpError } from '@/server/api/http-error'
import { refusalOf } from '@/server/api/refusal'
import { textOperatorOffText } from '@/server/api/text-operators'
import { isDatabaseDown, outageRefusal } from '@/server/database/unavailable'
import { getPayloadClient } from '@/server/payload'

/*
 * The entry of Payload's REST API (/cms/api): refuses, before Payload or the auth guard query the
 * database with it, what PostgreSQL cannot take and used to answer with a 500 (and the SQL, with
 * its parameters, in the log): a NUL character in the address, the query or any string of a JSON
 * body or of a form's `_payload`. Answers in Payload's own error format, with the `error` of every
 * other API of the site beside it. Also:
 * - accounts are not verified by e-mail (users have no `auth.verify`), yet Payload routes
 *   /users/verify/{token} and fails with a 500 on the field that does not exist: not found;
 * - a collection or global without versions has no /versions endpoints, yet Payload routes them
 *   and fails with a 500: not found; so is a collection without any REST API (Payload's
 *   migrations: Payload answers 501);
 * - Payload lower-cases an account's e-mail address (forgot-password, unlock, create, update)
 *   before it validates it: one that is not text is a 400 here, not a TypeError;
 * - Payload 3.90 deletes a preference with SQL that names a table it never joins (always a 500);
 *   the admin screen only reads and writes preferences, so deleting one is not offered: 405;
 * - with PostgreSQL unreachable Payload cannot start, and the request failed with an empty 500:
 *   503 with Retry-After, as /api/* answers (src/server/api/handler.ts);
 * - media files are cached for good (they never change under one name), but an answer that is
 *   not the file, such as the 404 of a deleted one, is not cached.
 */
type RestHandler = (
  request: Request,
  context: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

/* The body's fields as Payload will read them (JSON, or a form's `_payload`), NUL refused. */
async function readBody(request: Request): Promise<unknown> {
  const type = mediaType(request)
  if (type === 'application/json') {
    const text = await request.clone().text()
    return text.trim() ? parseJson(text) : undefined
  }
  if (type === 'multipart/form-data') {
    let fields: FormDataEntryValue | null
    try {
      fields = (await request.clone().formData()).get('_payload')
    } catch {
      throw new HttpError(400, 'Request body must be valid multipart form data')
    }
    return typeof fields === 'string' ? parseJson(fields) : undefined
  }
  return undefined
}

/*
 * An upload (create or replace a media file) that the request's credential may not make is refused
 * before its body is read: Payload reads and parses the whole file before its own access check, so
 * thirty 9.9 MB uploads with a made-up token held the server for 44 s (issue 38). The collection's
 * own access rule decides (editors place pictures too), for the user the credential proves.
 * server.mjs already refuses those with no credential at all (src/server/front-door/anonymous-upload.mjs).
 */
async function uploadNotAllowed(payload: Payload, request: Request, slug: string[]) {
  const [collection, id, extra] = slug
  const config = payload.collections[collection as CollectionSlug]?.config
  if (
    !config?.upload ||
    extra !== undefined ||
    !['POST', 'PUT', 'PATCH'].includes(request.method)
  ) {
    return false
  }
  if (id === undefined && request.method !== 'POST') return false
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return true
  const rule = id === undefined ? config.access.create : config.access.update
  const req = await createLocalReq({ user }, payload)
  return !(await rule({ req, id: id === undefined ? undefined : Number(id) }))
}

const accountTextFields = ['email', 'password', 'username'] as const

function accountFieldNotText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const fields = body as Record<string, unknown>
  return accountTextFields.find(
    (field) =>
      fields[field] !== undefined && fields[field] !== null && typeof fields[field] !== 'string',
  )
}

function hasNoRoute(payload: Payload, slug: string[]): boolean {
  const [first, second, third] = slug
  if (first === 'globals') {
    const global = payload.config.globals.find((entry) => entry.slug === second)
    return (
      Boolean(global) &&
      (global?.endpoints === false || (third === 'versions' && !global?.versions))
    )
  }
  const collection = payload.collections[first as CollectionSlug]?.config
  return (
    Boolean(collection) &&
    (collection?.endpoints === false || (second === 'versions' && !collection?.versions))
  )
}

export function checkCmsInput(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { pathname, search } = new URL(request.url)
    if (/%00|\u0000/i.test(pathname + search)) {
      return cmsRefusal(400, 'Text must not contain NUL characters')
    }
    try {
      return await checked(handler, request, context)
    } catch (error) {
      const known = refusalOf(error)
      if (known) return cmsRefusal(known.status, known.message, known.headers)
      if (isDatabaseDown(error)) {
        return cmsRefusal(503, outageRefusal.message, outageRefusal.headers)
      }
      throw error
    }
  }
}

async function checked(
  handler: RestHandler,
  request: Request,
  context: Parameters<RestHandler>[1],
): Promise<Response> {
  const slug = (await context.params).slug ?? []
  const [collection, endpoint] = slug
  const payload = await getPayloadClient()
  if (await uploadNotAllowed(payload, request, slug)) {
    return cmsRefusal(403, 'You are not allowed to perform this action.')
  }
  const body = await readBody(request)
  if (
    (collection === 'users' && endpoint?.toLowerCase() === 'verify') ||
    hasNoRoute(payload, slug)
  ) {
    return cmsRefusal(404, 'Not Found')
  }
  const fields = payload.collections[collection as CollectionSlug]?.config.flattenedFields
  const offText =
    fields && endpoint !== 'versions'
      ? textOperatorOffText(fields, new URL(request.url).search)
      : undefined
  if (offText) return cmsRefusal(400, offText)
  const notText = payload.collections[collection as CollectionSlug]?.config.auth
    ? accountFieldNotText(body)
    : undefined
  if (notText) return cmsRefusal(400, `The ${notText} must be text`)
  if (collection === 'payload-preferences' && request.method === 'DELETE') {
    return cmsRefusal(405, 'Method Not Allowed', { Allow: 'GET, POST' })
  }
  const response = await handler(request, context)
  // Payload's own answer when PostgreSQL went away after it started (payload-errors.ts).
  if (response.status === 503) return cmsRefusal(503, outageRefusal.message, outageRefusal.headers)
  if (collection !== 'media' || endpoint !== 'file') return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', response.ok ? contentNamedFiles : 'no-store')
  return new Response(response.body, { status: response.status, headers })
}
