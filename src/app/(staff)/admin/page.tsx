import type { Metadata } from 'next'

import { StaffScreen, staffTabs, type StaffTab } from '@/components/admin/StaffScreen'
import { pageMetadata } from '@/server/content/metadata'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Inventory Management',
    description: 'Staff inventory management for Venture Trailers Edgewater.',
    path: '/admin',
  }),
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const searchParamsOf = (params: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )

export default async function AdminPage({ searchParams }: Props) {
  const params = searchParamsOf(await searchParams)
  const tab: StaffTab = staffTabs.find((name) => name === params.get('tab')) ?? 'inventory'
  const query = params.toString()
  return <StaffScreen tab={tab} params={params} path={query ? `/admin?${query}` : '/admin'} />
}
