import 'server-only'

import type { Payload } from 'payload'

import { userIsStaff } from '@/lib/auth/roles'
import type { User } from '@/payload-types'
import { verifyClerkRequest } from '@/server/auth/clerk'

export type StaffSession =
  { kind: 'staff'; user: User } | { kind: 'forbidden'; user: User | null } | { kind: 'anonymous' }

/**
 * The one answer to "who is the staff user of this request", for Payload's own session cookie or
 * token and for Clerk alike (Payload runs the Clerk strategy when Clerk is configured). Someone
 * signed in who is not staff, including a Clerk user with no staff account, is "forbidden" (403),
 * not "anonymous" (401).
 */
export async function getStaffSession(payload: Payload, headers: Headers): Promise<StaffSession> {
  const { user } = await payload.auth({ headers })
  if (user && userIsStaff(user)) return { kind: 'staff', user }
  if (user) return { kind: 'forbidden', user }
  if (await verifyClerkRequest(headers)) return { kind: 'forbidden', user: null }
  return { kind: 'anonymous' }
}
