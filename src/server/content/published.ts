import type { Where } from 'payload'

/*
 * What visitors read of content with drafts (ADR 0038). Saving a draft of a published document
 * only writes a version, so the collection rows the public reads stay published; a document that
 * was never published is a row with _status 'draft'.
 */
export const published: Where = { _status: { equals: 'published' } }
