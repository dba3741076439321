import { dealerTimeZone } from '@/lib/leads/business-hours'
import { codeLifetimeMs, requestKinds, type RequestKind } from '@/lib/privacy/requests'

/*
 * The e-mails of a privacy request (issue 55, ADR 0065), plain text, and the texts of one asked
 * by mobile number (ADR 0068). They go to an address or a number a visitor typed, so they repeat
 * nothing typed there: the request is named in the site's words, and the extension's reason and
 * the answer are the dealer's own. A text is short: the answer itself is on the page it links to.
 */
const site = 'Venture Trailers Edgewater'

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: dealerTimeZone })

const asked = (kind: RequestKind) =>
  kind === 'appeal' ? 'An appeal of our answer' : requestKinds[kind].replace(/\bme\b/, 'you')

export function confirmRequestEmail(kind: RequestKind, confirmUrl: string) {
  return {
    subject: 'Confirm your privacy request',
    text: [
      `Someone, we hope you, asked ${site} for this, for this e-mail address:`,
      '',
      `- ${asked(kind)}`,
      '',
      'Nothing happens until you confirm. To confirm, open this link within 24 hours and',
      'press Confirm (it works once):',
      confirmUrl,
      '',
      'If it was not you, ignore this e-mail: the request is forgotten.',
    ].join('\n'),
  }
}

export function extensionEmail(kind: RequestKind, note: string, dueAt: Date) {
  return {
    subject: 'Your privacy request: we need more time',
    text: [
      `We are still working on your request (${asked(kind).toLowerCase()}).`,
      '',
      note,
      '',
      `We will answer by ${day.format(dueAt)}.`,
      '',
      site,
    ].join('\n'),
  }
}

export function answerEmail(kind: RequestKind, answer: string, answerUrl: string) {
  return {
    subject: 'Our answer to your privacy request',
    text: [
      `Our answer to your request (${asked(kind).toLowerCase()}):`,
      '',
      answer,
      '',
      kind === 'copy'
        ? 'Download your copy, or appeal our answer if you disagree with it, here:'
        : 'If you disagree with our answer, you can appeal it here:',
      answerUrl,
      '',
      site,
    ].join('\n'),
  }
}

/** The code's text: the code and what it is for, nothing else. */
export const codeText = (code: string) =>
  `${site}: ${code} is the code for your privacy request. It works once, within ${codeLifetimeMs / 60_000} minutes. Not you? Ignore this text.`

export const extensionText = (note: string, dueAt: Date) =>
  `${site}: we need more time for your privacy request. ${note} We will answer by ${day.format(dueAt)}.`

export const answerText = (kind: RequestKind, answerUrl: string) =>
  `${site} answered your privacy request. ${kind === 'copy' ? 'Read it, download your copy' : 'Read it'} or appeal it here: ${answerUrl}`
