import type { Access, ClientUser, FieldAccess } from 'payload'

import { userIsAdmin, userIsEditor, userIsStaff } from '@/lib/auth/roles'
import type { User } from '@/payload-types'

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

/*
 * Whatever is in the trash (ADR 0059) is the editors' alone: Payload's REST API lists trashed
 * documents to anyone who asks with `?trash=true`, so the rule says it.
 */
const notTrashed = { deletedAt: { exists: false } } as const

/** The public reads published versions only; editors also read drafts (preview). */
export const publishedOrEditor: Access = ({ req }) =>
  userIsEditor(req.user) ? true : { _status: { equals: 'published' } }

/** The same for a collection with a trash: nothing in it is public. */
export const publishedUntrashedOrEditor: Access = ({ req }) =>
  userIsEditor(req.user) ? true : { and: [{ _status: { equals: 'published' } }, notTrashed] }

/*
 * A collection is in the CMS menu of the roles that may change it (issue 52), so an editor's menu
 * holds only what an editor edits. Payload's `admin.hidden` also closes its CMS pages to the
 * others; what they may read through the API stays with `access`.
 */
export const hiddenUnless =
  (mayChange: (user: Pick<User, 'role'> | null) => boolean) =>
  ({ user }: { user: ClientUser }): boolean =>
    !mayChange(user as unknown as User | null)
