import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { getStaffSession } from '@/server/auth/staff-session'

/** For staff-only /api routes (inventory, images, leads, transfers): the staff user of the request, or a 401 (nobody) / 403 (not staff). */
export async function requireStaff(payload: Payload, headers: Headers): Promise<User> {
  const session = await getStaffSession(payload, headers)
  if (session.kind === 'staff') return session.user
  if (session.kind === 'forbidden') throw new HttpError(403, 'Only staff accounts may do this')
  throw new HttpError(401, 'Sign in as staff to do this')
}
