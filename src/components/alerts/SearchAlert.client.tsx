'use client'

import { AlertForm } from '@/components/alerts/AlertForm.client'
import { useUrlFilter } from '@/components/inventory/use-url-filter'
import { describeWatch, watchQuery } from '@/lib/alerts/watch'

/**
 * 'E-mail me when a trailer like this arrives', under the /inventory list: watches whatever
 * filter is in the address, kept current as the shopper narrows the list in place.
 */
export function SearchAlert({ serverQuery }: { serverQuery: string }) {
  const [filter] = useUrlFilter(serverQuery)
  return (
    <AlertForm
      heading="E-mail me when a trailer like this arrives"
      target={{ kind: 'search', query: watchQuery(filter), watching: describeWatch(filter) }}
    />
  )
}
