import { HeadJsonLd } from '@/components/site/HeadJsonLd'

// Like the page it mirrors: rendered on first request, then cached (on-demand/[site]/layout.tsx).
export function generateStaticParams() {
  return []
}

export default async function TipHead({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <HeadJsonLd path={`/tips/${slug}`} tipSlug={slug} />
}
