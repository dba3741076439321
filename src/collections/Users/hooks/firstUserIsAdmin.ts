import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

/*
 * The first account of a database is an admin whatever role was asked for: Payload's first-user
 * screen (/cms/create-first-user) offers the role field at its default, staff, and an install
 * whose only account cannot manage accounts could never get an admin.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
