import type { Metadata } from 'next'

import { UnitPage, unitMetadata } from '@/app/(site)/on-demand/[site]/inventory/[slug]/unit-page'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/*
 * A unit's page with the shopper's own payment worked out (the calculator's GET form). Rendered
 * per request: anyone can invent figures, and each would be a cache entry. Search engines are
 * pointed at the unit's own page.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await unitMetadata((await params).slug)), robots: { index: false, follow: true } }
}

export default async function UnitPaymentPage({ params, searchParams }: Props) {
  return <UnitPage slug={(await params).slug} paymentQuery={await searchParams} />
}
