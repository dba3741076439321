import type { CollectionConfig, SanitizedConfig } from 'payload'

/*
 * Written against payload 3.90.1. Payload adds its own `payload-locked-documents` collection while
 * it sanitizes the config (getLockedDocumentsCollection, unexported) and takes no access rules for
 * it, so the only way to set them is on the built config: the one place that does so.
 * tests/int/internals.int.test.ts fails when an upgrade renames the collection or stops reading
 * the access set here.
 */
export const lockedDocumentsSlug = 'payload-locked-documents'

type LockAccess = Pick<NonNullable<CollectionConfig['access']>, 'create' | 'update' | 'delete'>

export function withLockedDocumentsAccess(
  config: SanitizedConfig,
  access: LockAccess,
): SanitizedConfig {
  const locks = config.collections.find(({ slug }) => slug === lockedDocumentsSlug)
  if (!locks) throw new Error(`payload has no ${lockedDocumentsSlug} collection to restrict`)
  locks.access = { ...locks.access, ...access }
  return config
}
