import type { User } from '@/payload-types'

export const roles = ['admin', 'staff', 'editor'] as const
export type Role = (typeof roles)[number]

type MaybeUser = Pick<User, 'role'> | null | undefined

/** Staff run the inventory; admins also manage accounts. */
export const userIsStaff = (user: MaybeUser): boolean =>
  user?.role === 'admin' || user?.role === 'staff'

/** Editors revise content (tips, catalogue, accessories, site texts) in /cms, not inventory. */
export const userIsEditor = (user: MaybeUser): boolean =>
  userIsStaff(user) || user?.role === 'editor'

export const userIsAdmin = (user: MaybeUser): boolean => user?.role === 'admin'
