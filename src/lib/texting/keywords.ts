/*
 * The words carriers and the CTIA handbook reserve for texting (ADR 0046). The site keeps the
 * opt-out itself, whatever the provider also does, so one STOP stops every text from the site.
 */
const optOutWords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']
const optInWords = ['START', 'UNSTOP']
const helpWords = ['HELP']

export type TextKeyword = 'opt-out' | 'opt-in' | 'help'

/** The reserved word a whole message is, in any case and with spaces around it; else null. */
export function textKeyword(body: string): TextKeyword | null {
  const word = body.trim().toUpperCase()
  if (optOutWords.includes(word)) return 'opt-out'
  if (optInWords.includes(word)) return 'opt-in'
  if (helpWords.includes(word)) return 'help'
  return null
}

/** The one confirmation of each keyword, as the site answers it. */
export function keywordAnswer(keyword: TextKeyword, dealer: { name: string; phone: string }) {
  switch (keyword) {
    case 'opt-out':
      return `You will get no more texts from ${dealer.name}. Reply START to get them again.`
    case 'opt-in':
      return `Texts from ${dealer.name} are on again. Reply STOP to opt out.`
    case 'help':
      return `${dealer.name}: call us at ${dealer.phone}. Reply STOP to opt out.`
  }
}
