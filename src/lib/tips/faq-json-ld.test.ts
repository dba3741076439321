import { describe, expect, it } from 'vitest'

import { faqPageJsonLd } from '@/lib/tips/faq-json-ld'

describe('faqPageJsonLd', () => {
  it('publishes each entry as a question with its accepted answer, in order', () => {
    expect(
      faqPageJsonLd([
        { question: 'How often?', answer: 'Yearly.' },
        { question: 'Which grease?', answer: 'Marine grease.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How often?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yearly.' },
        },
        {
          '@type': 'Question',
          name: 'Which grease?',
          acceptedAnswer: { '@type': 'Answer', text: 'Marine grease.' },
        },
      ],
    })
  })
})
