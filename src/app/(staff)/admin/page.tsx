import type { Metadata } from 'next'

import { StaffScreen } from '@/components/admin/StaffScreen'
import { agingViewFrom } from '@/lib/aging/view'
import { pageMetadata } from '@/server/metadata'

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
  const tab = params.get('tab')
  if (tab === 'aging') {
    return <StaffScreen tab="aging" view={agingViewFrom(params)} path={`/admin?${params}`} />
  }
  if (tab === 'leads') return <StaffScreen tab="leads" path="/admin?tab=leads" />
  return <StaffScreen tab="inventory" path="/admin" />
}
