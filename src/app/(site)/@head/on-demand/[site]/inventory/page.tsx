import { HeadJsonLd } from '@/components/site/HeadJsonLd'

export default function InventoryHead() {
  return <HeadJsonLd path="/inventory" />
}
