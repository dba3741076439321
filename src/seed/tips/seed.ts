import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'

import type { Seeding } from '@/seed/load'
import { tipSeeds, type TipSeed } from '@/seed/tips'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>

/*
 * The guides are written as Markdown for review; Payload's own converter turns them into the
 * Lexical JSON editors then revise in /cms, so the seeded body is exactly what the editor saves.
 */
export const tipDocument = (tip: TipSeed, editorConfig: EditorConfig) => ({
  title: tip.title,
  slug: tip.slug,
  order: tip.order,
  readTime: tip.readTime,
  excerpt: tip.excerpt,
  body: convertMarkdownToLexical({ editorConfig, markdown: tip.body }),
  faq: tip.faq,
  cta: tip.cta,
  meta: {
    title: tip.metaTitle,
    description: tip.metaDescription,
    keywords: tip.keywords.join(', '),
  },
  canonicalPath: tip.canonicalPath,
  _status: 'published' as const,
})

/** Creates the guides, published; returns how many. */
export async function seedTips({ payload, req }: Seeding): Promise<number> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  for (const tip of tipSeeds) {
    await payload.create({
      collection: 'tips',
      data: tipDocument(tip, editorConfig),
      depth: 0,
      req,
    })
  }
  return tipSeeds.length
}
