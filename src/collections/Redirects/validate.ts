import type { TextFieldSingleValidation } from 'payload'

import { isSitePath } from '@/lib/redirects/rules'

export const validateSitePath: TextFieldSingleValidation = (value) =>
  isSitePath(value) ||
  'Use an address on this site: a slash, then lowercase words and hyphens, e.g. /tips/brake-maintenance.'
