type Lead = {
  id: number | string
  name: string
  email: string
  phone?: string | null
  message: string
  trailer?: string | null
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim()

/** The staff e-mail about a new lead: plain text, reply goes straight to the visitor. */
export function quoteNotificationEmail(lead: Lead, leadUrl: string) {
  const subject = oneLine(
    `New quote request from ${lead.name}${lead.trailer ? ` about ${lead.trailer}` : ''}`,
  ).slice(0, 200)
  const text = [
    'A new quote request arrived through the website.',
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone || 'not given'}`,
    ...(lead.trailer ? [`Trailer: ${lead.trailer}`] : []),
    '',
    'Message:',
    lead.message,
    '',
    `Open the lead: ${leadUrl}`,
  ].join('\n')
  return { subject, text, replyTo: lead.email }
}
