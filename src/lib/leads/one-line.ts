/**
 * A lead's one-line fields (name, phone, trailer) as one line: every run of whitespace and
 * control characters (CR, LF, NEL, the Unicode line and paragraph separators...) becomes one
 * space. What a visitor writes there must not start a line of its own in the staff e-mail.
 */
export const oneLine = (text: string): string => text.replace(/[\s\p{Cc}]+/gu, ' ').trim()
