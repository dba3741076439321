export type TipFaq = { question: string; answer: string }

export type TipSeed = {
  slug: string
  title: string
  /** One or two sentences for the card on the tips index. */
  excerpt: string
  /** Minutes, as shown on the index card and the guide page. */
  readTime: number
  /** Position on the tips index, 1 to 11. */
  order: number
  metaTitle: string
  /** 140-160 characters, so search results show it without truncation. */
  metaDescription: string
  keywords: string[]
  /** Only set where the article's declared canonical differs from /tips/{slug}. */
  canonicalPath?: string
  cta: { heading: string; text: string; label: string; href: string }
  /** Published as FAQ structured data; empty for guides that publish none. */
  faq: TipFaq[]
  /** Markdown: ## and ### headings, paragraphs, - and 1. lists, **bold**. No HTML, links, images or tables. */
  body: string
}
