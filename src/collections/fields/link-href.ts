import type { TextField, TextFieldSingleValidation } from 'payload'

import { safeHref } from '@/lib/safe-href'

/*
 * Every link an editor fills in (calls to action, links in rich text) passes the rule the site
 * renders links by (src/lib/safe-href.ts) when it is saved, so a link that would not render is
 * refused with a reason instead of disappearing from the page.
 */
export const validateLinkHref: TextFieldSingleValidation = (value) =>
  safeHref(value) !== undefined ||
  'Use a path on this site (/trailers), a web address (https://…), mailto: or tel:.'

/** A required link target edited as text. */
export const hrefField: TextField = {
  name: 'href',
  label: 'Link',
  type: 'text',
  required: true,
  validate: validateLinkHref,
}

/** A link target that may stay empty (a default stands in), checked like any other when set. */
const validateOptionalHref: TextFieldSingleValidation = (value, options) =>
  !value || validateLinkHref(value, options)

export const optionalHrefField: TextField = {
  ...hrefField,
  required: false,
  validate: validateOptionalHref,
}
