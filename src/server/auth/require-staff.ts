import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { getStaffSession } from '@/server/auth/staff-session'

/** For /api/* writes: the staff user of the request, or a 401 (nobody) / 403 (not staff). */
export async function requireStaff(payload: Payload, headers: Headers): Promise<User> {
  const session = await getStaffSession(payload, headers)
  if (session.kind === 'staff') return session.user
  if (session.kind === 'forbidden')
    throw new HttpError(403, 'Your account may not manage inventory')
  throw new HttpError(401, 'Sign in as staff to manage inventory')
}
