import { dealerTimeZone } from '@/lib/leads/business-hours'
import { formatPrice } from '@/lib/inventory/format'
import { oneLine } from '@/lib/leads/one-line'
import { escapeHtml } from '@/lib/html-escape'

/*
 * The e-mail the dealer sends a shopper within a minute of their request (ADR 0024).
 * Never a spam cannon: it repeats nothing the shopper typed but a name of at most 60 characters
 * made of letters, spaces, apostrophes and hyphens only (a bot's way to make a dealer mail its URL
 * or phone number to anyone is a 'name'; look-alike dots and zero-width characters are not
 * letters). What the shopper asked about is named from the dealer's own data only: the unit, or a
 * trailer or category name the catalogue knows.
 */

export const replyNameMax = 60

export type AutoReplySettings = {
  subject?: string | null
  opening?: string | null
  signature?: string | null
}

/** A kind's own subject and opening (Lead settings, 'Reply per kind of lead'). */
export type KindReply = { kind: string; subject?: string | null; opening?: string | null }

/** The texts of the reply to a lead of `kind`: its own row's, else the general ones. */
export function replyTextsFor(
  general: AutoReplySettings,
  rows: KindReply[] | null | undefined,
  kind: string,
): AutoReplySettings {
  const own = rows?.find((row) => row.kind === kind)
  return {
    subject: own?.subject || general.subject,
    opening: own?.opening || general.opening,
    signature: general.signature,
  }
}

export const autoReplyDefaults = {
  subject: 'We have your request',
  opening: 'Thank you for contacting us. We have your request, and a person will answer it.',
  signature: 'The team at Venture Trailers Edgewater',
}

export type AutoReplyInput = {
  name: string
  ownerFirstName?: string | null
  /** When the owner will answer by: the response target on the business-hours clock. */
  by: Date | null
  unit?: {
    name: string
    stockNumber?: string | null
    price: number
    photoUrl?: string | null
    url: string
  } | null
  /** A trailer model or category the catalogue knows, when no unit was found. */
  named?: string | null
  dealer: { name: string; phone: string; address: string; hours: string[] }
  settings: AutoReplySettings
  /** A link the dealer set for this kind: the lender's application for a finance inquiry. */
  link?: { text: string; url: string } | null
}

/* Letters of any script (with their combining marks) in words joined by a space, an apostrophe or a hyphen. */
const personName = /^\p{L}\p{M}*(?:[\p{L}\p{M}]|[ '’-](?=\p{L}))*$/u

/** The name to greet: letters, spaces, apostrophes and hyphens on one line of at most 60; else none. */
export function greetingName(name: string): string | null {
  const line = name.trim()
  return line.length <= replyNameMax && personName.test(line) ? line : null
}

/** 'by 10:15 AM Saturday', on the dealership's clock. */
export function byWhen(deadline: Date, timeZone = dealerTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(deadline)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `by ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('weekday')}`
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)

/** The reply's subject, text and HTML parts. */
export function autoReplyEmail(input: AutoReplyInput) {
  const subject = oneLine(input.settings.subject || autoReplyDefaults.subject).slice(0, 150)
  const opening = input.settings.opening || autoReplyDefaults.opening
  const signature = input.settings.signature || autoReplyDefaults.signature
  const name = greetingName(input.name)
  const who = input.ownerFirstName ? oneLine(input.ownerFirstName) : 'One of our team'
  const when = input.by ? ` ${byWhen(input.by)}` : ' soon'
  const { unit, dealer } = input

  const about = unit
    ? [
        `You asked about: ${unit.name}`,
        ...(unit.stockNumber ? [`Stock number: ${unit.stockNumber}`] : []),
        `Price: ${formatPrice(unit.price)}`,
        `See it again: ${unit.url}`,
      ]
    : input.named
      ? [`You asked about: ${input.named}`]
      : []
  const contact = `${who} will contact you${when}.`
  const { link } = input
  const dealerLines = [dealer.name, dealer.phone, dealer.address, ...dealer.hours]

  const text = [
    name ? `Hi ${name},` : 'Hello,',
    '',
    ...paragraphs(opening).flatMap((block) => [block, '']),
    ...(about.length ? [...about, ''] : []),
    ...(link ? [`${link.text}: ${link.url}`, ''] : []),
    contact,
    '',
    ...dealerLines,
    '',
    signature,
  ].join('\n')

  const p = (line: string) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`
  const unitHtml = unit
    ? [
        unit.photoUrl
          ? `<p><img src="${escapeHtml(unit.photoUrl)}" alt="${escapeHtml(unit.name)}" width="480"></p>`
          : '',
        `<p>You asked about: <a href="${escapeHtml(unit.url)}">${escapeHtml(unit.name)}</a><br>`,
        unit.stockNumber ? `Stock number: ${escapeHtml(unit.stockNumber)}<br>` : '',
        `Price: ${escapeHtml(formatPrice(unit.price))}</p>`,
      ].join('')
    : input.named
      ? p(`You asked about: ${input.named}`)
      : ''
  const html = [
    '<!doctype html><html><body>',
    p(name ? `Hi ${name},` : 'Hello,'),
    ...paragraphs(opening).map(p),
    unitHtml,
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>` : '',
    p(contact),
    p(dealerLines.join('\n')),
    p(signature),
    '</body></html>',
  ].join('\n')

  return { subject, text, html }
}
