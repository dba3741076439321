import { HeadJsonLd } from '@/components/site/HeadJsonLd'

export default function TipsHead() {
  return <HeadJsonLd path="/tips" />
}
