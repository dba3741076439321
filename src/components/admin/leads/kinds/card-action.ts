import { ApiError } from '@/components/admin/inventory-api'

/** What a card's action said: its outcome, or why it failed (an alert). */
export type Said = { text: string; failed: boolean }

/** POST `body` as JSON to a lead's action route: its JSON answer, or an ApiError with its words. */
export async function postLeadAction<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await response.json().catch(() => null)
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof answer?.error === 'string' ? answer.error : response.statusText,
    )
  }
  return answer as T
}
