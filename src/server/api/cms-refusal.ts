/**
 * The body of a /cms/api refusal: Payload's `errors`, which its admin screen shows, beside the
 * `{ error }` every other API of the site answers with.
 */
export const cmsErrorBody = (message: string, details: Record<string, unknown> = {}) => ({
  error: message,
  errors: [{ message, ...details }],
})

/** A /cms/api refusal answered before Payload, never cached. */
export const cmsRefusal = (status: number, message: string, headers?: Record<string, string>) =>
  Response.json(cmsErrorBody(message), {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  })
