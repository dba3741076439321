import { oneLine } from '@/lib/leads/one-line'

type Lead = {
  id: number | string
  name: string
  email: string
  phone?: string | null
  message: string
  trailer?: string | null
}

/**
 * The staff e-mail about a new lead: plain text, reply goes straight to the visitor. The subject
 * and the one-line fields stay on their own line even for a lead stored before that rule.
 */
export function leadNotificationEmail(lead: Lead, leadUrl: string) {
  const subject = oneLine(
    `New quote request from ${lead.name}${lead.trailer ? ` about ${lead.trailer}` : ''}`,
  ).slice(0, 200)
  const text = [
    'A new quote request arrived through the website.',
    '',
    `Name: ${oneLine(lead.name)}`,
    `Email: ${lead.email}`,
    `Phone: ${oneLine(lead.phone || 'not given')}`,
    ...(lead.trailer ? [`Trailer: ${oneLine(lead.trailer)}`] : []),
    '',
    'Message:',
    lead.message,
    '',
    `Open the lead: ${leadUrl}`,
  ].join('\n')
  return { subject, text, replyTo: lead.email }
}
