import type { TextFieldSingleValidation } from 'payload'

import { canonicalSegment, isTipSlug } from '@/lib/tips/paths'

// The slug becomes the guide's URL and the preview redirect target, so only a safe segment will do.
export const validateTipSlug: TextFieldSingleValidation = (value) =>
  isTipSlug(value) || 'Use lowercase letters, digits and single hyphens, e.g. brake-maintenance.'

// The canonical address is served as a page too, so it must be a single segment under /tips/.
export const validateCanonicalPath: TextFieldSingleValidation = (value, { siblingData }) => {
  if (!value) return true
  if (!canonicalSegment(value)) return 'Use /tips/ followed by one segment, e.g. /tips/my-guide.'
  const slug = (siblingData as { slug?: unknown }).slug
  return value === `/tips/${slug}` ? 'Leave empty when it is the same as /tips/{slug}.' : true
}
