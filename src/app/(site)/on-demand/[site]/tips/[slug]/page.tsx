import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TipArticle } from '@/components/tips/TipArticle'
import { tipPath } from '@/lib/tips/paths'
import { mediaAddress } from '@/lib/media/picture'
import { pageMetadata } from '@/server/content/metadata'
import { followIfMoved } from '@/server/content/redirects'
import { getSiteSettings } from '@/server/content/site'
import { loadTipForRequest } from '@/server/content/tips'

type Props = { params: Promise<{ slug: string }> }

/*
 * A guide renders on its first visit and is cached until the tips tag is purged (see
 * on-demand/[site]/layout.tsx). Reading draftMode() keeps the page cacheable: Next only renders
 * per request when the preview cookie is present, and only then are the request's headers read.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadTipForRequest((await params).slug)
  if (!found) return {}
  // Drafts are saved unvalidated, so a guide in preview may not have its meta texts yet.
  const { meta, slug, canonicalPath, title, excerpt } = found.tip
  const metadata = pageMetadata({
    title: meta?.title || title,
    description: meta?.description || excerpt,
    keywords: meta?.keywords,
    image: mediaAddress(meta?.image),
    path: tipPath(slug),
    canonical: canonicalPath,
    type: 'article',
  })
  // A preview is never indexed.
  return found.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export default async function TipPage({ params }: Props) {
  const { slug } = await params
  const found = await loadTipForRequest(slug)
  if (!found) {
    await followIfMoved(tipPath(slug))
    notFound()
  }
  return <TipArticle tip={found.tip} siteCta={(await getSiteSettings()).tipCta} />
}
