/*
 * The digest a page failure carries when PostgreSQL was unreachable. React hands a server error's
 * digest, never its message, to the error boundary in the browser; this one tells the boundary to
 * show the outage screen (src/app/(site)/error.tsx) rather than the spec's generic failure.
 */
export const databaseUnavailableDigest = 'DATABASE_UNAVAILABLE'
