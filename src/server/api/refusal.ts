import type { ZodError } from 'zod'

import { describeZodError } from '@/lib/zod-error'
import { clientDataMessage, isClientDataError } from '@/server/database/client-data-errors'

/** An expected failure as the client should see it. */
export type Refusal = {
  status: number
  message: string
  headers?: Record<string, string>
  fields?: Record<string, string>
}

type ErrorShape = {
  name?: unknown
  status?: unknown
  message?: unknown
  headers?: Record<string, string>
  fields?: Record<string, string>
  isOperational?: unknown
  isPublic?: unknown
  issues?: unknown
}

export const httpErrorName = 'HttpError'

const isRefusalStatus = (status: unknown): status is number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500

/**
 * What an error means for the client, told by its fields and never by `instanceof`: the production
 * bundle holds two copies of Payload's error classes, so its own APIError, NotFound or
 * ValidationError failed that test and answered 500 (PLATFORM-NOTES, "Measured on the built
 * server"). Recognised:
 * - our HttpError (src/server/api/http-error.ts), by the name it sets itself;
 * - Payload's APIError family, by `isOperational`, which its base class sets on every instance
 *   (class names do not survive minification), with a 4xx status; a message Payload marks as not
 *   public is not shown;
 * - a failed zod parse of the input: 400 with its first problem;
 * - PostgreSQL's refusal of a value the client sent (SQLSTATE class 22, 23503): 400.
 * Anything else is not a refusal: the caller logs it and answers 500 (or 503 for an outage).
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { name, status, message, headers, fields, isOperational, isPublic, issues } =
    error as ErrorShape
  if (name === httpErrorName && typeof status === 'number' && typeof message === 'string') {
    return fields ? { status, message, headers, fields } : { status, message, headers }
  }
  if (isOperational === true && isRefusalStatus(status)) {
    return {
      status,
      message: isPublic !== false && typeof message === 'string' ? message : 'Request refused',
    }
  }
  if (name === 'ZodError' && Array.isArray(issues)) {
    return { status: 400, message: describeZodError(error as ZodError) }
  }
  if (isClientDataError(error)) return { status: 400, message: clientDataMessage }
  return undefined
}

/** A refusal with this status, e.g. Payload's NotFound (404) for a row another request deleted. */
export const isRefusal = (error: unknown, status: number): boolean =>
  refusalOf(error)?.status === status
