import type { CollectionSlug } from 'payload'

import { HttpError } from '@/server/api/http-error'
import { contentNamedFiles } from '@/lib/security-headers.mjs'
import { parseJson } from '@/server/api/handler'
import { getPayloadClient } from '@/server/payload'

/*
 * The entry of Payload's REST API (/cms/api): refuses, before Payload or the auth guard query the
 * database with it, what PostgreSQL cannot take and used to answer with a 500 (and the SQL, with
 * its parameters, in the log): a NUL character in the address, the query or any string of a JSON
 * body or of a form's `_payload`. Answers in Payload's own error format. Also:
 * - accounts are not verified by e-mail (users have no `auth.verify`), yet Payload routes
 *   /users/verify/{token} and fails with a 500 on the field that does not exist: not found;
 * - a collection or global without versions has no /versions endpoints, yet Payload routes them
 *   and fails with a 500: not found;
 * - Payload 3.90 deletes a preference with SQL that names a table it never joins (always a 500);
 *   the admin screen only reads and writes preferences, so deleting one is not offered: 405;
 * - media files are cached for good (they never change under one name), but an answer that is
 *   not the file, such as the 404 of a deleted one, is not cached.
 */
type RestHandler = (
  request: Request,
  context: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

async function checkBody(request: Request): Promise<void> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase()
  if (type === 'application/json') {
    const text = await request.clone().text()
    if (text.trim()) parseJson(text)
  } else if (type === 'multipart/form-data') {
    let fields: FormDataEntryValue | null
    try {
      fields = (await request.clone().formData()).get('_payload')
    } catch {
      throw new HttpError(400, 'Request body must be valid multipart form data')
    }
    if (typeof fields === 'string') parseJson(fields)
  }
}

async function unversionedVersions(slug: string[]): Promise<boolean> {
  const [first, second, third] = slug
  const payload = await getPayloadClient()
  if (first === 'globals') {
    const global = payload.config.globals.find((entry) => entry.slug === second)
    return third === 'versions' && Boolean(global) && !global?.versions
  }
  const collection = payload.collections[first as CollectionSlug]
  return second === 'versions' && Boolean(collection) && !collection?.config.versions
}

export function checkCmsInput(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { pathname, search } = new URL(request.url)
    if (/%00|\u0000/i.test(pathname + search)) {
      return refusal(400, 'Text must not contain NUL characters')
    }
    try {
      await checkBody(request)
    } catch (error) {
      if (error instanceof HttpError) return refusal(error.status, error.message)
      throw error
    }
    const slug = (await context.params).slug ?? []
    const [collection, endpoint] = slug
    if (
      (collection === 'users' && endpoint?.toLowerCase() === 'verify') ||
      (await unversionedVersions(slug))
    ) {
      return refusal(404, 'Not Found')
    }
    if (collection === 'payload-preferences' && request.method === 'DELETE') {
      return Response.json(
        { errors: [{ message: 'Method Not Allowed' }] },
        { status: 405, headers: { Allow: 'GET, POST' } },
      )
    }
    const response = await handler(request, context)
    if (collection !== 'media' || endpoint !== 'file') return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', response.ok ? contentNamedFiles : 'no-store')
    return new Response(response.body, { status: response.status, headers })
  }
}
