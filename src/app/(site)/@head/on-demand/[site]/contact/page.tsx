import { HeadJsonLd } from '@/components/site/HeadJsonLd'

export default function ContactHead() {
  return <HeadJsonLd path="/contact" />
}
