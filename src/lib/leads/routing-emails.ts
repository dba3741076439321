import { oneLine } from '@/lib/leads/one-line'

/*
 * The routing's staff e-mails (ADR 0024): to the person a lead was given to, with the one-tap
 * link that opens it at the desk, to that person when the shopper texts on it, and to the manager
 * when a lead nobody touched moves on.
 */

type Lead = { id: number; name: string; trailer?: string | null }

const about = (lead: Lead) => (lead.trailer ? ` about ${oneLine(lead.trailer)}` : '')

/** '1 h 5 min', '15 min', '2 d 3 h'. */
export function formatWait(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const days = Math.floor(whole / 1440)
  const hours = Math.floor((whole % 1440) / 60)
  const rest = whole % 60
  if (days) return `${days} d ${hours} h`
  if (hours) return rest ? `${hours} h ${rest} min` : `${hours} h`
  return `${rest} min`
}

export function ownerEmail(lead: Lead, leadUrl: string) {
  return {
    subject: oneLine(`Lead ${lead.id} is yours: ${lead.name}${about(lead)}`).slice(0, 200),
    text: [
      `A new lead is yours: ${oneLine(lead.name)}${about(lead)}.`,
      'The shopper has been told you will contact them. Open it, then answer:',
      '',
      leadUrl,
    ].join('\n'),
  }
}

/* A text on a lead someone owns (ADR 0046): what came is on the card, never in the e-mail. */
export function ownerTextEmail(lead: Lead, leadUrl: string) {
  return {
    subject: oneLine(`New text on lead ${lead.id}: ${lead.name}`).slice(0, 200),
    text: [
      `${oneLine(lead.name)} texted on a lead that is yours${about(lead)}.`,
      'Open it to read the text and answer:',
      '',
      leadUrl,
    ].join('\n'),
  }
}

export function escalationEmail(
  lead: Lead,
  move: { from: string; to: string; waitedMinutes: number; businessMinutes: number },
  leadUrl: string,
) {
  return {
    subject: oneLine(`Lead ${lead.id} moved from ${move.from} to ${move.to}`).slice(0, 200),
    text: [
      `Lead ${lead.id} (${oneLine(lead.name)}${about(lead)}) is still New.`,
      `It waited ${formatWait(move.waitedMinutes)} since it arrived; ${oneLine(move.from)} had it for ${formatWait(move.businessMinutes)} of business hours without acting.`,
      `It now goes to ${oneLine(move.to)}.`,
      '',
      leadUrl,
    ].join('\n'),
  }
}
