import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { isLeadKind } from '@/lib/leads/kinds'
import { honeypotField } from '@/lib/leads/schema'
import { leadRefusalCode } from '@/lib/leads/refusals'
import { answerFormPost } from '@/server/api/form-answer'
import { readForm } from '@/server/api/read-form'
import { refusalOf } from '@/server/api/refusal'
import { leadFromForm, sitePage } from '@/server/leads/intake-form'
import { acceptLead } from '@/server/leads/intake'
import type { Sender } from '@/server/leads/sender'
import { photoProblemCode, photoProblemField, photoProblemParam } from '@/lib/leads/photo-problems'
import { absoluteUrl } from '@/server/site-url'

/** The element a kind's form is, so a refused post lands on it. */
export const leadFormAnchor = 'lead-form'

/**
 * A lead form posted without JavaScript. A quote (no kind) is answered as the spec's quote form
 * always was: 303 to /contact/sent. Any other kind goes to /contact/sent?kind= when stored; when
 * refused, back to the page that sent it with what was typed in its query, where the form shows
 * each field's problem beside it (ADR 0044). The address carries only what the form had, for one
 * page view: the page is never cached and its referrer policy keeps the query on this site.
 */
export async function answerLeadFormPost(
  request: Request,
  payload: Payload,
  client: string,
  sender: Sender,
): Promise<Response> {
  let form: URLSearchParams
  try {
    form = await readForm(request, bodyLimits.contact)
  } catch (error) {
    return answerFormPost(
      '/contact/sent',
      () => Promise.reject(error),
      (r) => leadRefusalCode(r.status),
    )
  }
  const referer = request.headers.get('referer')
  const body = leadFromForm(form, referer)
  const kind = form.get('kind')
  if (kind === null || kind === 'quote') {
    return answerFormPost(
      '/contact/sent',
      async () => {
        await acceptLead(payload, client, async () => body, sender)
        return {}
      },
      (refusal) => leadRefusalCode(refusal.status),
    )
  }
  return answerKindForm(kind, form, referer, () =>
    acceptLead(payload, client, async () => body, sender),
  )
}

/**
 * A form of `kind` (not a quote) sent without JavaScript, stored by `work`: 303 to
 * /contact/sent?kind= when stored; when refused, back to the page that sent it with what was typed
 * (`typedBack`), and the `photos` problem by its code (a page cannot show a file input's choice
 * again, nor read the problem from the typed fields) (ADR 0045).
 */
export async function answerKindForm(
  kind: string,
  form: URLSearchParams,
  referer: string | null,
  work: () => Promise<unknown>,
): Promise<Response> {
  const sent = new URL(absoluteUrl('/contact/sent'))
  sent.searchParams.set('kind', kind.slice(0, 40))
  try {
    await work()
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal || (!refusal.fields && [403, 413, 415].includes(refusal.status))) throw error
    const page = sitePage(referer)
    if (refusal.status === 429 || !refusal.fields || !page) {
      sent.searchParams.set('error', leadRefusalCode(refusal.status))
      return NextResponse.redirect(sent, 303)
    }
    const back = typedBack(page, form)
    if (refusal.fields[photoProblemField]) {
      back.searchParams.set(photoProblemParam, photoProblemCode(refusal.status))
    }
    return NextResponse.redirect(back, 303)
  }
  return NextResponse.redirect(sent, 303)
}

/**
 * A plain post refused before its body was read (the client's limit, ADR 0045): the outcome page
 * with the refusal, in the words of the kind whose page sent it. Nothing typed can come back.
 */
export function refusedUnread(status: number, referer: string | null): Response {
  const sent = new URL(absoluteUrl('/contact/sent'))
  const kind = sitePage(referer)?.pathname.slice(1)
  if (isLeadKind(kind)) sent.searchParams.set('kind', kind)
  sent.searchParams.set('error', leadRefusalCode(status))
  return NextResponse.redirect(sent, 303)
}

function typedBack(page: URL, form: URLSearchParams): URL {
  const back = new URL(absoluteUrl(page.pathname))
  for (const [name, value] of form) {
    if (name !== honeypotField && value !== '') back.searchParams.append(name, value)
  }
  back.hash = leadFormAnchor
  return back
}
