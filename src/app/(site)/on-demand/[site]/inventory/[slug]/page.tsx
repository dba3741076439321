import type { Metadata } from 'next'

import { UnitPage, unitMetadata } from '@/app/(site)/on-demand/[site]/inventory/[slug]/unit-page'

type Props = { params: Promise<{ slug: string }> }

/*
 * A unit's page renders on its first visit and is cached; the inventory tag purges it on every
 * change. A sold unit's page turns into 410 Gone 90 days after the sale with no change to purge
 * on, so the page is also rendered again hourly (from the cached reads: no database query).
 */
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unitMetadata((await params).slug)
}

export default async function InventoryUnitPage({ params }: Props) {
  return <UnitPage slug={(await params).slug} />
}
