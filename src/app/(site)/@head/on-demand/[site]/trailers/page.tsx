import { HeadJsonLd } from '@/components/site/HeadJsonLd'

export default function TrailersHead() {
  return <HeadJsonLd path="/trailers" />
}
