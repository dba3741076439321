import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalBeforeOperationHook,
  GlobalConfig,
  RelationshipField,
} from 'payload'

import { isEditor, publishedOrEditor, publishedUntrashedOrEditor } from '@/access'
import { userIsEditor } from '@/lib/auth/roles'
import { keepPublishedUnlessAsked } from '@/collections/hooks/keep-published'
import { noteDraftSave } from '@/server/cache/draft-saves'

/*
 * Drafts and history wherever editors work (ADR 0038). A draft save writes a version only:
 * Payload leaves the published document, which every public reader reads, as it was. These
 * pieces keep the rest of the promise: nobody but an editor reads a draft or a version, a draft
 * save purges no public page (src/server/cache/revalidate.ts), and a publish or unpublish can be
 * scheduled on the jobs queue.
 */
export const versionsWithDrafts = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
} satisfies CollectionConfig['versions'] & GlobalConfig['versions']

type SaveArgs = Parameters<typeof noteDraftSave>[1]

/*
 * `?draft=true` from anyone but an editor reads the published document: Payload would otherwise
 * look for the latest version the caller may read, and leave out a page whose latest is a draft.
 * The server's own reads (access overridden) may read drafts.
 */
export const publishedUnlessEditor: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  const asVisitor =
    !(args as { overrideAccess?: boolean }).overrideAccess && !userIsEditor(req.user)
  if (operation === 'read' && asVisitor) return { ...args, draft: false }
  if (operation === 'create' || operation === 'update' || operation === 'updateByID') {
    noteDraftSave(collection.slug, args as SaveArgs)
  }
  return args
}

/*
 * Every collection with drafts: a save that does not ask to publish or unpublish goes to the draft
 * when one is newer (issue 38), then visitors' reads and draft saves are told apart (above).
 */
export const draftOperationHooks = [keepPublishedUnlessAsked, publishedUnlessEditor]

/* A global's read access keeps `?draft=true` to published versions (draftAccess). */
export const notesGlobalDraftSave: GlobalBeforeOperationHook = ({ args, global, operation }) => {
  if (operation === 'update') noteDraftSave(global.slug, args as SaveArgs)
  return args
}

/** Who reads what of a document with drafts: drafts and versions are the editors'. */
export const draftAccess = { read: publishedOrEditor, readVersions: isEditor }

/* For a collection with drafts and a trash (ADR 0059): the trash is not public either. */
export const draftAndTrashAccess = { ...draftAccess, read: publishedUntrashedOrEditor }

/*
 * Who saved this version: set from the signed-in account on every save, whatever a request
 * sends, so the history names the editor. Visitors never read it.
 */
export const editedByField: RelationshipField = {
  name: 'editedBy',
  label: 'Last saved by',
  type: 'relationship',
  relationTo: 'users',
  access: { read: ({ req }) => userIsEditor(req.user) },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Filled in by the CMS: the account that saved this version.',
    components: { Field: '@/components/cms/SavedBy#SavedBy' },
  },
  hooks: { beforeChange: [({ req, value }) => req.user?.id ?? value] },
}
