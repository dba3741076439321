import 'server-only'

import type { Payload } from 'payload'

import { userIsAdmin } from '@/lib/auth/roles'
import type { PrivacyRequest, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'

/** For the privacy queue's routes: the admin of the request, or 401 / 403. */
export async function requireAdminOf(payload: Payload, headers: Headers): Promise<User> {
  const user = await requireStaff(payload, headers)
  if (!userIsAdmin(user)) throw new HttpError(403, 'Only admins answer privacy requests')
  return user
}

/** The confirmed request an address's id names, or 404 (unknown, or never confirmed). */
export async function requestIdFrom(payload: Payload, id: string): Promise<PrivacyRequest> {
  const request = /^\d{1,9}$/.test(id)
    ? await payload.findByID({
        collection: 'privacy-requests',
        id: Number(id),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!request?.confirmedAt) throw new HttpError(404, 'Privacy request not found')
  return request
}
