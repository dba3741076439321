/*
 * The review request e-mail (ADR 0044): the same words to every customer, a link to the dealer's
 * Google reviews, no rating step in front of it (review gating is against the FTC's rule on
 * consumer reviews and Google's policy). The link passes through our site, which records it
 * followed and sends every customer on to the reviews alike (ADR 0066).
 */
export type ReviewEmailInput = {
  dealerName: string
  /** The request's own link through our site to the review address. */
  reviewUrl: string
  unsubscribeUrl: string
  /** What the customer bought or had done: a unit's name, 'your service'. */
  about: string | null
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

export function reviewEmail(input: ReviewEmailInput) {
  const subject = `How did we do? A review for ${input.dealerName}`
  const thanks = input.about
    ? `Thank you for choosing ${input.dealerName} for ${input.about}.`
    : `Thank you for choosing ${input.dealerName}.`
  const ask =
    'Would you tell other boaters how it went? A review on Google takes a minute and helps us and them.'
  const text = [
    'Hello,',
    '',
    thanks,
    ask,
    '',
    `Write a review: ${input.reviewUrl}`,
    '',
    `No more e-mails like this: ${input.unsubscribeUrl}`,
  ].join('\n')
  const html = [
    '<!doctype html><html><body>',
    '<p>Hello,</p>',
    `<p>${escapeHtml(thanks)} ${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(input.reviewUrl)}">Write a review</a></p>`,
    `<p><a href="${escapeHtml(input.unsubscribeUrl)}">No more e-mails like this</a></p>`,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}
