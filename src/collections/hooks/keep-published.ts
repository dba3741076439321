import type { CollectionBeforeOperationHook, CollectionSlug } from 'payload'

/*
 * For collections with drafts: a save that does not say `_status` never changes what the public
 * sees (issue 38). Payload builds a save on the newest version, so a save without `_status` of a
 * published document that has a newer draft stored the draft's status and took the public page
 * down. Such a save goes to the draft instead, as the admin's 'Save draft' does; the published
 * version stays as it is until someone publishes (`_status: 'published'`) or unpublishes
 * (`_status: 'draft'`). Add it to a collection's `hooks.beforeOperation`.
 */
export const keepPublishedUnlessAsked: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const { data, draft, id } = args as {
    data?: Record<string, unknown>
    draft?: boolean
    id?: number | string
  }
  // Only a save that Payload will let through matters: anyone else is refused after this hook,
  // and an id that is no document's (any text can be sent) is Payload's to answer, not a lookup's.
  // A move to or from the trash (`deletedAt`, ADR 0059) is about the document, not a draft of it.
  if (operation !== 'update' || draft || id === undefined || !data || '_status' in data) {
    return args
  }
  if ('deletedAt' in data) return args
  if (!req.user || !/^\d{1,15}$/.test(String(id))) return args
  const slug = collection.slug as CollectionSlug
  const read = (drafts: boolean) =>
    req.payload.findByID({
      collection: slug,
      id,
      draft: drafts,
      depth: 0,
      req,
      overrideAccess: true,
    })
  const [published, newest] = await Promise.all([read(false), read(true)])
  const status = (doc: unknown) => (doc as { _status?: string } | null)?._status
  return status(published) === 'published' && status(newest) === 'draft'
    ? { ...args, draft: true }
    : args
}
