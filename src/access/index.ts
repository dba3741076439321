import type { Access, FieldAccess } from 'payload'

import { userIsAdmin, userIsEditor, userIsStaff } from '@/lib/auth/roles'

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isStaff: Access = ({ req }) => userIsStaff(req.user)
export const isEditor: Access = ({ req }) => userIsEditor(req.user)
export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)
export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)

/** Admins see every account; everyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** The public reads published versions only; editors also read drafts (preview). */
export const publishedOrEditor: Access = ({ req }) =>
  userIsEditor(req.user) ? true : { _status: { equals: 'published' } }
