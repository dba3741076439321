import 'server-only'

import { NextResponse } from 'next/server'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'
import { refusalOf } from '@/server/api/refusal'
import { isDatabaseDown, outageRefusal } from '@/server/database/unavailable'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * The one place that maps failures to JSON `{ error }` answers for /api/* adapters: expected ones
 * keep their status and invalid input is a 400 (both told by their shape: refusal.ts), an
 * unreachable database a quick 503, anything else a logged 500 that never leaks internals.
 */
export function apiHandler<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) {
        return NextResponse.json(
          refusal.fields
            ? { error: refusal.message, fields: refusal.fields }
            : { error: refusal.message },
          { status: refusal.status, headers: refusal.headers },
        )
      }
      if (isDatabaseDown(error)) {
        return NextResponse.json(
          { error: outageRefusal.message },
          { status: outageRefusal.status, headers: outageRefusal.headers },
        )
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error)
      return NextResponse.json({ error: 'Internal server error' }, { status: 500 })
    }
  }
}

/** A request's media type, without its parameters: `application/json; charset=utf-8` is JSON. */
export const mediaType = (request: Request): string =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * Reads a JSON body with a size cap; a malformed or oversized body is a 4xx, not a 500. Only
 * `application/json` itself: a type a browser sends cross-site without asking first (such as
 * `text/plain; x=application/json`) must not pass for it.
 */
export async function readJson(request: Request, maxBytes = bodyLimits.json): Promise<unknown> {
  if (mediaType(request) !== 'application/json') {
    throw new HttpError(415, 'Content-Type must be application/json')
  }
  return parseJson((await readLimited(request, maxBytes)).toString('utf8'))
}

/** Parses JSON text as readJson does: 400 for malformed JSON or a string holding NUL. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, refuseNul)
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'Request body must be valid JSON')
  }
}

/* PostgreSQL text cannot hold a NUL character: storing one fails the whole query with a 500. */
function refuseNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new HttpError(400, 'Text must not contain NUL characters')
  }
  return value
}
