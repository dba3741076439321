/*
 * What a shopper's text means for the site's texting (ADR 0050, after 0046): an opt-out in the
 * shopper's own words, an opt-in, a request for help, or an ordinary message. Since April 2025 the
 * FCC requires honouring a revocation made by any reasonable means, so the carriers' reserved
 * words are matched in any case, spacing and punctuation, and plain phrases that mean stop count
 * too, as a whole sentence of the text, never as a word inside one ("Can I stop by Saturday?").
 */
export type TextKeyword = 'opt-out' | 'opt-in' | 'help'

/* The whole text, letters and digits only: "S.T.O.P", "Opt-out" and "stop all" are words here. */
const reservedWords: Record<string, TextKeyword> = {
  stop: 'opt-out',
  stopall: 'opt-out',
  unsubscribe: 'opt-out',
  cancel: 'opt-out',
  end: 'opt-out',
  quit: 'opt-out',
  revoke: 'opt-out',
  optout: 'opt-out',
  start: 'opt-in',
  unstop: 'opt-in',
  help: 'help',
}

const courtesy =
  '(?:please|pls|plz|kindly|thanks|thank you|thx|ty|now|right now|asap|immediately|already|ok|okay|just|seriously)'
const me = '(?: me| us)?'
const ever = '(?: (?:anymore|any more|again|ever again|no more|at all))?'
const texts =
  '(?:texts?|text messages?|messages?|msgs?|txts?|sms|texting|messaging|alerts?|notifications?)'
const list =
  '(?:list|texts?|texting list|text list|mailing list|contact list|contacts|system|database)'
const yourList = `(?:your|the|this|ur) ${list}`
const mine = '(?:me|my (?:number|phone number|phone|cell|info))'

/* One sentence of a text that means stop, with courtesy words around it. */
const stopPhrases = [
  'stop(?: it| all| this| that)?',
  `stop (?:texting|txting|messaging|contacting|sending|spamming)${me}(?: (?:texts|messages|this|these|them))?${ever}`,
  `stop (?:getting|receiving) (?:these |your |any )?${texts}`,
  `(?:please )?(?:do not|dont|never|no longer) (?:text|txt|message|contact|sms|send)${me}(?: (?:texts|messages|anything))?${ever}`,
  `(?:i )?(?:do not|dont) want (?:any |your |these )?(?:more )?${texts}${ever}`,
  // Bare "no texts" needs a courtesy word: "No messages?" asks why nobody answered.
  `no (?:more|further) ${texts}`,
  `no ${texts} ${courtesy}`,
  `(?:remove|delete) ${mine}(?: (?:off|from) ${yourList})?`,
  // "Take my number" alone hands the number over: only "take me off your list" means stop.
  `take ${mine} (?:off|out of|from) ${yourList}`,
  `unsubscribe${me}(?: from (?:this|these|your|the) ${list})?`,
  'unsub',
  `opt (?:me )?out(?: of (?:texts|texting|this|these|messages))?`,
  `(?:i )?(?:want|would like|wish|need|like) to (?:opt out|unsubscribe|stop (?:getting|receiving) (?:these |your )?${texts})`,
  '(?:i )?(?:revoke|withdraw)(?: (?:my|all))?(?: consent)?(?: to (?:be texted|texts|texting))?',
  'leave me alone',
  'wrong number',
]
const stopSentence = new RegExp(`^(?:${courtesy} )*(?:${stopPhrases.join('|')})(?: ${courtesy})*$`)

/*
 * The sentences of a text in lower case, each reduced to words with single spaces. Apostrophes go
 * (don't → dont); dashes between words, commas and stops end a sentence.
 */
function sentences(body: string): string[] {
  return body
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .split(/[.!?;,:\n\r]+|\s[-–—]+\s/)
    .map((sentence) => sentence.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean)
}

/** What the shopper's text asks of the site's texting, or null for an ordinary message. */
export function textKeyword(body: string): TextKeyword | null {
  const whole = body
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
  const reserved = reservedWords[whole]
  if (reserved) return reserved
  return sentences(body).some((sentence) => stopSentence.test(sentence)) ? 'opt-out' : null
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
