/*
 * A lead form refused without JavaScript comes back filled in, each problem beside its field
 * (ADR 0045). The endpoint answers the plain post with 303 to the form's page and a short-lived
 * cookie holding what was typed (never the files: no browser lets a page fill a file input) and
 * the problems; the page reads it. A cookie, not server memory, so any instance of the site can
 * serve the page the browser is sent to; HttpOnly, on this site only, and gone in ten minutes or
 * at the next sent form.
 */
export const formDraftCookie = 'lead-form-draft'
export const formDraftSeconds = 600
/* Browsers keep cookies of 4 KB; what a long message would not fit is left out, not cut. */
const maxCookieBytes = 3800

export type FormDraft = {
  kind: string
  values: Record<string, string[]>
  errors: Record<string, string>
  message: string
}

export function encodeFormDraft(draft: FormDraft): string {
  const values = { ...draft.values }
  const encode = () =>
    Buffer.from(JSON.stringify({ ...draft, values }), 'utf8').toString('base64url')
  let text = encode()
  for (const name of Object.keys(values).sort(
    (a, b) => values[b]!.join('').length - values[a]!.join('').length,
  )) {
    if (text.length <= maxCookieBytes) break
    delete values[name]
    text = encode()
  }
  return text.length <= maxCookieBytes ? text : ''
}

export function decodeFormDraft(text: string | undefined, kind: string): FormDraft | null {
  if (!text) return null
  try {
    const draft = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as FormDraft
    if (
      draft?.kind !== kind ||
      typeof draft.values !== 'object' ||
      typeof draft.errors !== 'object'
    )
      return null
    return draft
  } catch {
    return null
  }
}

/** The draft's value of `name` (first), or ''. */
export const draftValue = (draft: FormDraft | null, name: string) => draft?.values[name]?.[0] ?? ''
export const draftValues = (draft: FormDraft | null, name: string) => draft?.values[name] ?? []
