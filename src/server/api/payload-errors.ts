import type { AfterErrorHook } from 'payload'

import { cmsErrorBody } from '@/server/api/cms-refusal'
import { refusalOf } from '@/server/api/refusal'
import { isDatabaseDown, outageRefusal } from '@/server/database/unavailable'

/**
 * Payload's afterError hook, for its REST API (/cms/api). Payload formats an error by `instanceof`
 * and by class name, both lost in the production bundle: its own refusals (a stale edit's 409, an
 * upload's 413) reached the client as "An unknown error occurred.". Their message, and the field
 * errors the admin screen shows (`data`), are taken from the error's fields instead
 * (src/server/api/refusal.ts); PostgreSQL's refusal of a value is a 400 there, and an outage a 503
 * (src/server/api/cms-input.ts adds Retry-After). Beside Payload's `errors`, which its admin screen
 * reads, the answer carries the `{ error }` every other API of the site answers with.
 */
export const answerPayloadErrors: AfterErrorHook = ({ error }) => {
  const refusal = refusalOf(error)
  if (refusal) {
    const { data, isPublic } = error as { data?: Record<string, unknown>; isPublic?: unknown }
    const details = data && isPublic !== false ? { data } : {}
    return {
      status: refusal.status,
      response: cmsErrorBody(refusal.message, details),
    }
  }
  if (isDatabaseDown(error)) {
    return {
      status: outageRefusal.status,
      response: cmsErrorBody(outageRefusal.message),
    }
  }
  return undefined
}
