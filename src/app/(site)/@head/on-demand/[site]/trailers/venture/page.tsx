import { HeadJsonLd } from '@/components/site/HeadJsonLd'

export default function TrailersVentureHead() {
  return <HeadJsonLd path="/trailers/venture" />
}
