import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminOrSelf } from '@/access'
import { roles, userIsStaff } from '@/lib/auth/roles'
import { firstUserIsAdmin } from '@/collections/Users/hooks/firstUserIsAdmin'
import { passwordPolicy } from '@/collections/Users/hooks/passwordPolicy'
import { refuseDemoPassword } from '@/collections/Users/hooks/refuseDemoPassword'
import { clerkStrategy } from '@/server/auth/clerk-strategy'
import { workDaysDefault } from '@/collections/Users/work-days-default'
import { weekdayOptions } from '@/lib/leads/weekdays'
import type { User } from '@/payload-types'
import { siteIsHttps } from '@/server/env'

const takesPartInRouting = (data: Partial<User> | undefined) =>
  userIsStaff(data as User | undefined)

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'role', 'takesLeads', 'workDays'],
  },
  auth: {
    // No account lock: Payload's would let anyone lock a staff member out with five wrong
    // passwords. Guessing is limited per account and client instead (cms-auth-guard, ADR 0012).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: siteIsHttps() },
    // Always installed: without Clerk's keys it finds no one (verifyClerkRequest).
    strategies: [clerkStrategy],
  },
  access: {
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload's unlock endpoint stays mounted; with no lock it has nothing to undo, but it would
    // still tell known addresses (200) from unknown ones (403) to anyone signed in.
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [refuseDemoPassword, passwordPolicy],
    beforeChange: [firstUserIsAdmin],
  },
  fields: [
    {
      name: 'firstName',
      type: 'text',
      maxLength: 60,
      admin: { description: 'Shown to staff and to shoppers instead of the e-mail address.' },
    },
    {
      name: 'takesLeads',
      label: 'Takes new leads',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'New leads are shared in turn among the people who take leads that day.',
        // Leads go to staff and admins only (staffForRouting): an editor's box would do nothing.
        condition: (data) => takesPartInRouting(data),
      },
    },
    {
      name: 'workDays',
      label: 'Works on',
      type: 'select',
      hasMany: true,
      options: weekdayOptions,
      defaultValue: workDaysDefault,
      admin: { condition: (data) => takesPartInRouting(data) && Boolean(data?.takesLeads) },
    },
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
      name: 'mondayReport',
      label: 'Gets the Monday report e-mail',
      type: 'checkbox',
      defaultValue: false,
      // Who gets the dealership's figures is an admin's choice; the e-mail's own link stops it.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Each Monday at 7 am: the headline figures and three charts of the Reports view for the four weeks before, with a link to the view. For admins only.',
        condition: (data) => data?.role === 'admin',
      },
    },
    {
      name: 'clerkUserId',
      label: 'Clerk user ID',
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
