import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

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

/** Creates the guides that are missing, published; never touches a guide editors already have. */
export async function seedTips(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'tips',
    where: { slug: { in: tipSeeds.map((tip) => tip.slug) } },
    select: { slug: true },
    depth: 0,
    pagination: false,
  })
  const present = new Set(docs.map((doc) => doc.slug))
  const missing = tipSeeds.filter((tip) => !present.has(tip.slug))
  if (missing.length === 0) return

  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  for (const tip of missing) {
    await payload.create({ collection: 'tips', data: tipDocument(tip, editorConfig), depth: 0 })
  }
  payload.logger.info(`seed: ${missing.length} tips created`)
}
