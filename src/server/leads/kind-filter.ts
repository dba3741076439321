import type { Where } from 'payload'

import type { LeadKind } from '@/lib/leads/kinds'

/*
 * The leads of one kind. A lead stored before kinds existed has none, and was a quote: a quote
 * filter counts it too.
 */
export const kindWhere = (kind: LeadKind): Where =>
  kind === 'quote'
    ? { or: [{ kind: { equals: 'quote' } }, { kind: { exists: false } }] }
    : { kind: { equals: kind } }
