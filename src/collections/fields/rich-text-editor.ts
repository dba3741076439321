import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextFieldSingleValidation } from 'payload'

import { validateLinkHref } from '@/collections/fields/link-href'

/* A link to a document has no URL to check; a custom one passes the site's link rule. */
const validateLinkUrl: TextFieldSingleValidation = (value, options) =>
  (options.siblingData as { linkType?: unknown }).linkType === 'internal' ||
  validateLinkHref(value, options)

/*
 * Payload's rich text editor, whose links are held to the site's link rule when saved: its own
 * check lets `javascript:` and `data:` URLs through.
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) =>
      feature.key === 'link'
        ? LinkFeature({
            fields: ({ defaultFields }) =>
              defaultFields.map((field) =>
                field.type === 'text' && !field.hasMany && field.name === 'url'
                  ? { ...field, validate: validateLinkUrl }
                  : field,
              ),
          })
        : feature,
    ),
})
