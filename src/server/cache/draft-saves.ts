import type { PayloadRequest } from 'payload'

/*
 * A save that writes a draft version only changes nothing a visitor sees (ADR 0038): Payload
 * leaves the published document as it was. The collection and global hooks note such a save
 * before the operation (src/collections/drafts.ts), and the cache purge skips it.
 */
const key = (slug: string) => `savingDraft:${slug}`

type SaveArgs = { draft?: boolean; data?: unknown; req: PayloadRequest }

/* Payload's own test (isSavingDraft in its update operation): asked as a draft, not to publish. */
export function noteDraftSave(slug: string, { draft, data, req }: SaveArgs): void {
  const status = (data as { _status?: unknown } | undefined)?._status
  req.context[key(slug)] = Boolean(draft) && status !== 'published'
}

/** Whether the save under way on `req` writes a draft version only. */
export const savesOnlyADraft = (req: PayloadRequest, slug: string): boolean =>
  req.context[key(slug)] === true
