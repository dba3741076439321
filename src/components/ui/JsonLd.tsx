import type { Thing, WithContext } from 'schema-dts'

import { serializeJsonLd } from '@/lib/json-ld'

/**
 * A structured-data block, in the server HTML where it is rendered: in the page for product and
 * dealer data, in <head> for the data the head slot renders (src/app/(site)/@head).
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
