import type { Payload } from 'payload'

type Props = {
  data?: { editedBy?: number | { id: number } | null }
  payload: Payload
  field: { label?: unknown; admin?: { description?: unknown } }
}

/*
 * "Last saved by" as a name. The relationship field would fetch the account through the API, which
 * shows an editor only their own (Users' read access), so everyone else's read "Untitled - ID: 2".
 * The server reads just the first name here, which the site already shows to shoppers; never the
 * sign-in address (the id comes from the form, which the editor's browser sends).
 */
export async function SavedBy({ data, payload, field }: Props) {
  const saved = data?.editedBy
  const id = typeof saved === 'object' && saved ? saved.id : saved
  const user =
    typeof id === 'number'
      ? await payload.findByID({
          collection: 'users',
          id,
          depth: 0,
          disableErrors: true,
          select: { firstName: true },
        })
      : null
  return (
    <div className="field-type">
      <p className="field-label">{String(field.label ?? 'Last saved by')}</p>
      <p>
        {!id
          ? 'Not saved yet'
          : !user
            ? 'A removed account'
            : user.firstName || 'A colleague without a first name'}
      </p>
      {typeof field.admin?.description === 'string' && (
        <p className="field-description">{field.admin.description}</p>
      )}
    </div>
  )
}
