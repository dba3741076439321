import 'server-only'

import type { Payload } from 'payload'

import { userIsAdmin } from '@/lib/auth/roles'
import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'

/** For admin-only /api routes: the admin of the request, or 401 (nobody) / 403 (anyone else). */
export async function requireAdmin(payload: Payload, headers: Headers): Promise<User> {
  const user = await requireStaff(payload, headers)
  if (!userIsAdmin(user)) throw new HttpError(403, 'Only admins may do this')
  return user
}
