// @ts-check
/*
 * How large a request body may be, per route: the one table that server.mjs enforces before any
 * byte reaches Next or Payload, and that the handlers which read bodies themselves (readJson, the
 * image upload) and Next's proxy read too, so no layer cuts a body another would accept. Plain
 * JavaScript because server.mjs and next.config.mjs load it before any TypeScript tooling runs.
 */

const kib = 1024
const mib = 1024 * kib

/* Spec doc 2 §5: an image may be 10 MB. */
export const maxImageBytes = 10 * mib

export const bodyLimits = {
  /* The JSON of /api/* (an inventory item, a quote request). */
  json: 64 * kib,
  contact: 32 * kib,
  /* A CSV file of the inventory import (docs/staff-guide.md: 5 MB and 5,000 rows). */
  csvImport: 5 * mib,
  /* One image in a multipart form, with room for the boundaries and the small fields around it. */
  imageUpload: maxImageBytes + 64 * kib,
  /* A lead with photos (a trade-in: at most six images) and its form's fields (ADR 0045). */
  leadPhotos: 6 * maxImageBytes + 64 * kib,
  /*
   * Documents saved from /cms (rich text included, sent as JSON or as the `_payload` field of a
   * form) and Next's server actions: generous for an editor, far below what hurts the server.
   */
  document: 2 * mib,
}

/* The import's preview and apply both take the whole file as their body. */
const csvImportRoutes = /^\/api\/inventory\/import\/(?:preview|apply)\/?$/

/* The staff panel's image upload. */
const imageRoutes = /^\/api\/upload-image\/?$/

/* A lead sent with photos, the form's own endpoint (anonymous uploads to media stay refused). */
export const leadPhotosRoute = '/api/contact/photos'

/* Payload's media collection (create, replace): an image, or a hero video (ADR 0037). */
const mediaRoutes = /^\/cms\/api\/media(?:\/[^/]+)?\/?$/

/* The most MEDIA_VIDEO_MAX_MB may allow (src/server/env-schema.mjs). */
export const maxVideoMegabytes = 200

/**
 * The body of one media upload: the larger of an image and a video of the operator's limit.
 * @param {number} videoMegabytes MEDIA_VIDEO_MAX_MB
 */
export const mediaUploadLimit = (videoMegabytes) =>
  Math.max(maxImageBytes, videoMegabytes * mib) + 64 * kib

/**
 * The largest body accepted for a request, in bytes.
 * @param {string} pathname the request's path, without the query
 * @param {number} [videoMegabytes] MEDIA_VIDEO_MAX_MB (media uploads)
 * @returns {number}
 */
export function bodyLimit(pathname, videoMegabytes = 0) {
  if (imageRoutes.test(pathname)) return bodyLimits.imageUpload
  if (mediaRoutes.test(pathname)) return mediaUploadLimit(videoMegabytes)
  if (pathname === '/api/contact') return bodyLimits.contact
  if (pathname === leadPhotosRoute) return bodyLimits.leadPhotos
  if (csvImportRoutes.test(pathname)) return bodyLimits.csvImport
  if (pathname.startsWith('/api/')) return bodyLimits.json
  return bodyLimits.document
}

/**
 * A size as people read it (10 MB, 64 KB), for the messages that refuse a body.
 * @param {number} bytes
 */
export const formatBytes = (bytes) =>
  bytes >= mib ? `${Math.round(bytes / mib)} MB` : `${Math.round(bytes / kib)} KB`
