import { isKeyOf } from '@/lib/key-of'

/*
 * Refusals of a lead form, apart from the form's own messages so its island ships none of
 * them. A form posted without JavaScript carries the code to /contact/sent (never the text itself,
 * so the address bar cannot make the page say something else). The browser has checked the
 * required fields, the e-mail's shape and the lengths before such a post.
 */
export const leadRefusals = {
  busy: 'Too many quote requests. Please try again in a few minutes.',
  /* Lead posts with photos, more at once than the server reads (src/server/leads/lead-photo-post.ts). */
  full: 'Many photos are arriving at once right now. Please send the form again in a minute.',
  invalid:
    'Some of what you entered could not be accepted. Please use your browser’s Back button, check your e-mail address and phone number, and send the form again.',
} as const

export type LeadRefusal = keyof typeof leadRefusals

/** The code of a refused lead's status: the rate limit's 429, a full server's 503. */
export const leadRefusalCode = (status: number): LeadRefusal =>
  status === 429 ? 'busy' : status === 503 ? 'full' : 'invalid'

export const isLeadRefusal = isKeyOf(leadRefusals)
