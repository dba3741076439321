import { greetingName } from '@/lib/leads/auto-reply'

/*
 * A text template's blanks: {name}, {business} and {trailer}. An unknown blank stays as written,
 * so a typo shows in the preview instead of vanishing. Automatic texts fill them with the dealer's
 * own words only (ADR 0052): the name is null when the shopper's name is not one.
 */
export type TextBlanks = { name: string | null; business: string; trailer: string }

export function fillTextTemplate(template: string, blanks: TextBlanks): string {
  return (
    template
      // No name: 'Hi {name}, thanks' reads 'Hi, thanks'.
      .replace(/[ \t]*\{name\}/g, (blank) =>
        blanks.name ? blank.replace('{name}', blanks.name) : '',
      )
      .replace(/\{(business|trailer)\}/g, (_, key: 'business' | 'trailer') => blanks[key])
      .trim()
  )
}

/* A first name, not a sentence run together: a longer first word is not texted. */
const firstNameMax = 20

/**
 * The first name an automatic text greets: the first word of a name that passes the e-mail
 * greeting's rule (letters, spaces, apostrophes, hyphens; short), at most 20 letters, else none.
 * A bot's "name" such as 'Hi evil.com/claim' fails as a whole, so no word of it is ever texted.
 */
export function firstNameToText(name: string | null | undefined): string | null {
  const first = greetingName(name ?? '')?.split(' ')[0]
  return first && first.length <= firstNameMax ? first : null
}

/** What the Lead settings preview fills the blanks with. */
export const sampleBlanks: TextBlanks = {
  name: 'Pat',
  business: 'Venture Trailers Edgewater',
  trailer: '2025 Tandem Axle Aluminum Bunk 22',
}
