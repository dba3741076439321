import type { Field, Payload, PayloadRequest } from 'payload'

/*
 * Who saved a document or a version, by first name: the one thing about an account the site
 * already shows shoppers, never its sign-in address. Read by the server, as Users' read access
 * shows an editor only their own account.
 */

/** The account a saved `editedBy` holds, populated or not. */
export function editorId(saved: unknown): number | null {
  const id = typeof saved === 'object' && saved ? (saved as { id?: unknown }).id : saved
  return typeof id === 'number' ? id : null
}

/** The first names of these accounts, by id; a removed account is missing. */
export async function firstNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { firstName: true },
  })
  return new Map(docs.map((user) => [user.id, user.firstName ?? '']))
}

/** An account's name as the CMS shows it. */
export function accountName(id: number, names: Map<number, string>): string {
  if (!names.has(id)) return 'A removed account'
  return names.get(id) || 'A colleague without a first name'
}

/**
 * The versions list's "Saved by" column (config.custom.versionAuthors, read by the patched
 * Payload view: patches/, ADR 0061), for documents that record who saved them. A version keeps
 * no account once it is deleted (the link is set to null), nor one from before the record.
 */
export async function versionAuthors({
  docs,
  entity,
  req,
}: {
  docs: { version?: { editedBy?: unknown } }[]
  entity: { fields: Field[] }
  req: PayloadRequest
}): Promise<{ label: string; names: string[] } | undefined> {
  if (!entity.fields.some((field) => 'name' in field && field.name === 'editedBy')) return undefined
  const ids = docs.map((doc) => editorId(doc.version?.editedBy))
  const names = await firstNames(req.payload, [
    ...new Set(ids.filter((id): id is number => id !== null)),
  ])
  return {
    label: 'Saved by',
    names: ids.map((id) => (id === null ? 'Not recorded' : accountName(id, names))),
  }
}
