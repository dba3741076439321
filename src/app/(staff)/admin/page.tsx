import type { Metadata } from 'next'

import { StaffScreen } from '@/components/admin/StaffScreen'
import { pageMetadata } from '@/server/metadata'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Inventory Management',
    description: 'Staff inventory management for Venture Trailers Edgewater.',
    path: '/admin',
  }),
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<{ tab?: string }> }

export default async function AdminPage({ searchParams }: Props) {
  const tab = (await searchParams).tab === 'leads' ? 'leads' : 'inventory'
  return <StaffScreen tab={tab} path={tab === 'leads' ? '/admin?tab=leads' : '/admin'} />
}
