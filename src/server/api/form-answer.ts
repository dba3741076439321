import 'server-only'

import { NextResponse } from 'next/server'

import { refusalOf, type Refusal } from '@/server/api/refusal'
import { absoluteUrl } from '@/server/site-url'

/*
 * Refusals of the request itself (not from this site, too big, not a form): the JSON `{ error }`
 * of every route, not a page for the form's sender.
 */
const refusesTheRequest = (status: number) => [403, 413, 415].includes(status)

/**
 * Answers a form sent without JavaScript with 303 to the page at `path` that says what became of
 * it: with the query `work` returns, or `?error=` and the code of a refusal of what the form said
 * (never its text, so the address cannot make the page say something else).
 */
export async function answerFormPost(
  path: string,
  work: () => Promise<Record<string, string>>,
  errorCode: (refusal: Refusal) => string,
): Promise<Response> {
  const page = new URL(absoluteUrl(path))
  try {
    for (const [name, value] of Object.entries(await work())) page.searchParams.set(name, value)
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal || refusesTheRequest(refusal.status)) throw error
    page.searchParams.set('error', errorCode(refusal))
  }
  return NextResponse.redirect(page, 303)
}
