import type { FAQPage, WithContext } from 'schema-dts'

export type FaqEntry = { question: string; answer: string }

/** FAQPage structured data for a guide's questions and answers. */
export const faqPageJsonLd = (entries: readonly FaqEntry[]): WithContext<FAQPage> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
})
