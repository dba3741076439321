import { createClerkClient } from '@clerk/backend'
import type { AuthStrategy, Payload } from 'payload'

import { verifyClerkRequest } from '@/server/auth/clerk'
import { env } from '@/server/env'

/**
 * Links a Clerk identity to a staff account: first by the stored Clerk user id, then (once, on
 * first sign-in) by the person's verified primary e-mail address, which is then remembered.
 */
async function findUserForClerk(payload: Payload, clerkUserId: string) {
  const linked = await payload.find({
    collection: 'users',
    where: { clerkUserId: { equals: clerkUserId } },
    limit: 1,
    depth: 0,
  })
  if (linked.docs[0]) return linked.docs[0]

  const email = await verifiedPrimaryEmail(clerkUserId)
  if (!email) return null
  const byEmail = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  const user = byEmail.docs[0]
  if (!user) return null
  return payload.update({ collection: 'users', id: user.id, data: { clerkUserId }, depth: 0 })
}

async function verifiedPrimaryEmail(clerkUserId: string): Promise<string | null> {
  try {
    const clerk = createClerkClient({ secretKey: env().CLERK_SECRET_KEY })
    const clerkUser = await clerk.users.getUser(clerkUserId)
    const primary = clerkUser.emailAddresses.find(
      (address) => address.id === clerkUser.primaryEmailAddressId,
    )
    return primary?.verification?.status === 'verified' ? primary.emailAddress.toLowerCase() : null
  } catch (error) {
    console.warn(`Clerk user lookup failed: ${error instanceof Error ? error.message : error}`)
    return null
  }
}

export const clerkStrategy: AuthStrategy = {
  name: 'clerk',
  authenticate: async ({ headers, payload }) => {
    const claims = await verifyClerkRequest(headers)
    if (!claims) return { user: null }
    const user = await findUserForClerk(payload, claims.sub)
    return { user: user ? { ...user, collection: 'users', _strategy: 'clerk' } : null }
  },
}
