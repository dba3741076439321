import { httpErrorName } from '@/server/api/refusal'

/** An expected failure with the status and message the client should see (see refusal.ts). */
export class HttpError extends Error {
  override readonly name = httpErrorName

  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
    /** Field path → its message, for a form that shows each beside its field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}
