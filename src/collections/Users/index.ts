import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminOrSelf } from '@/access'
import { roles } from '@/access/roles'
import { firstUserIsAdmin } from '@/collections/Users/hooks/firstUserIsAdmin'
import { refuseDemoPassword } from '@/collections/Users/hooks/refuseDemoPassword'
import { clerkStrategy } from '@/server/auth/clerk-strategy'

/** Limits password guessing on /cms/api/users/login; the sign-in guard's per-e-mail limit matches it. */
export const loginLock = { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'role'] },
  auth: {
    ...loginLock,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
    // Always installed: without Clerk's keys it finds no one (verifyClerkRequest), and the
    // collection reads no environment when it is imported.
    strategies: [clerkStrategy],
  },
  access: {
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload lets any signed-in user unlock any account (resetting its failed attempts), which
    // would undo the lock and tell known addresses (200) from unknown ones (403).
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [refuseDemoPassword],
    beforeChange: [firstUserIsAdmin],
  },
  fields: [
    { name: 'firstName', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: roles.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Staff run the inventory; editors revise content; admins also manage accounts.',
      },
    },
    {
      name: 'clerkUserId',
      type: 'text',
      unique: true,
      index: true,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Set automatically the first time this person signs in with Clerk.',
      },
    },
  ],
}
