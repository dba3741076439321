import { HeadJsonLd } from '@/components/site/HeadJsonLd'

// Like the page it mirrors: rendered on first request, then cached (on-demand/[site]/layout.tsx).
export function generateStaticParams() {
  return []
}

export default async function CategoryHead({ params }: { params: Promise<{ category: string }> }) {
  const { category } = await params
  return <HeadJsonLd path={`/trailers/${category}`} />
}
