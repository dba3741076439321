import { HeadJsonLd } from '@/components/site/HeadJsonLd'

export default function AboutHead() {
  return <HeadJsonLd path="/about" />
}
