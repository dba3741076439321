import type { ZodError } from 'zod'

/** The first problem of a failed parse, as `field: message` (how /api answers and imports refuse). */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}
