import type { Metadata } from 'next'

import { StaffScreen } from '@/components/admin/StaffScreen'
import { leadIdFrom, leadPath } from '@/lib/leads/lead-path'

export const metadata: Metadata = {
  title: 'Lead',
  robots: { index: false, follow: false },
}

type Props = { params: Promise<{ id: string }> }

/** One lead's address, for links in e-mails: the Leads tab with that lead opened first. */
export default async function LeadPage({ params }: Props) {
  const leadId = leadIdFrom((await params).id)
  return (
    <StaffScreen
      tab="lead"
      leadId={leadId}
      path={leadId === null ? '/admin?tab=leads' : leadPath(leadId)}
    />
  )
}
