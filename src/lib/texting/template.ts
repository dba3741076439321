/*
 * A text template's blanks: {name}, {business} and {trailer}. An unknown blank stays as written,
 * so a typo shows in the preview instead of vanishing.
 */
export type TextBlanks = { name: string; business: string; trailer: string }

export function fillTextTemplate(template: string, blanks: TextBlanks): string {
  return template
    .replace(/\{(name|business|trailer)\}/g, (_, key: keyof TextBlanks) => blanks[key])
    .trim()
}

/** What the Lead settings preview fills the blanks with. */
export const sampleBlanks: TextBlanks = {
  name: 'Pat',
  business: 'Venture Trailers Edgewater',
  trailer: '2025 Tandem Axle Aluminum Bunk 22',
}
