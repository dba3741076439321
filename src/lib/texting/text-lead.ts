/*
 * A lead that started as a text from an unknown number (ADR 0046). The collection requires an
 * e-mail address and a texter gave none: it gets one in the reserved .invalid domain (RFC 2606),
 * which no mail server delivers to, and nothing offers to write to it.
 */
const placeholderDomain = '@text.invalid'

export const textLeadEmail = (number: string) => `${number.replace(/\D/g, '')}${placeholderDomain}`

export const isTextLeadEmail = (email: string) => email.endsWith(placeholderDomain)
