import type { Payload } from 'payload'

import { accountName, editorId, firstNames } from '@/server/cms/saved-by'

type Props = {
  data?: { editedBy?: number | { id: number } | null }
  payload: Payload
  field: { label?: unknown; admin?: { description?: unknown } }
}

/*
 * "Last saved by" as a name. The relationship field would fetch the account through the API, which
 * shows an editor only their own (Users' read access), so everyone else's read "Untitled - ID: 2".
 * The id comes from the form, which the editor's browser sends.
 */
export async function SavedBy({ data, payload, field }: Props) {
  const id = editorId(data?.editedBy)
  const name = id === null ? 'Not saved yet' : accountName(id, await firstNames(payload, [id]))
  return (
    <div className="field-type">
      <p className="field-label">{String(field.label ?? 'Last saved by')}</p>
      <p>{name}</p>
      {typeof field.admin?.description === 'string' && (
        <p className="field-description">{field.admin.description}</p>
      )}
    </div>
  )
}
