// @ts-check
/*
 * Payload reads a whole upload into memory before its access check refuses an anonymous one:
 * thirty parallel 9.9 MB uploads to /cms/api/media were refused 403 and left the server 188 MB
 * larger for good. Only signed-in staff may write media, and a request that carries no credential
 * at all cannot be one of them, so server.mjs answers it before reading its body. A request with
 * a credential still meets Payload's own check.
 */

/* Creating a media document or a shopper's photo (ADR 0051), or replacing one's file. */
const mediaWrite = /^\/cms\/api\/(?:media|lead-photos)(?:\/[^/]+)?\/?$/
const bodyMethods = new Set(['POST', 'PUT', 'PATCH'])
/* Payload's session cookie and Clerk's (`__session`, or `__session_<suffix>`). */
const sessionCookie = /(?:^|;)\s*(?:payload-token|__session(?:_[\w-]+)?)=/

/**
 * Whether a request is an upload of media without any credential.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} pathname the request's path, without the query
 */
export const isAnonymousUpload = (request, pathname) =>
  bodyMethods.has(request.method ?? '') &&
  mediaWrite.test(pathname) &&
  !request.headers.authorization &&
  !sessionCookie.test(request.headers.cookie ?? '')
