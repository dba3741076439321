/*
 * What a lead is about. Every conversation the site starts is a lead of one kind on the one desk,
 * so rotation, the instant reply, escalation, overdue flags, the timeline and the exports work for
 * each without a copy. A quote request is the kind every lead had before kinds existed.
 */
export const leadKinds = [
  'quote',
  'service',
  'parts',
  'trade-in',
  'finance',
  'text',
  'reservation',
] as const
export type LeadKind = (typeof leadKinds)[number]

export const leadKindLabels: Record<LeadKind, string> = {
  quote: 'Quote',
  service: 'Service',
  parts: 'Parts',
  'trade-in': 'Trade-in',
  finance: 'Finance',
  text: 'Text',
  reservation: 'Reservation',
}

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (leadKinds as readonly string[]).includes(value)
}
