import { describe, expect, it } from 'vitest'

import { keywordAnswer, textKeyword } from './keywords'

/* Opt-outs in the shopper's own words (issue 50, ADR 0050), and messages that only look like one. */
const optOuts = [
  'STOP',
  'stop',
  ' Stop ',
  'Stop.',
  'STOP!!!',
  'S T O P',
  's.t.o.p',
  'STOP 🛑',
  'STOPALL',
  'STOP ALL',
  'stop all',
  'Stop please',
  'stop please',
  'please stop',
  'Stop, please.',
  'STOP TEXTING ME',
  'Stop texting me!',
  'stop txting me',
  'Please stop messaging me',
  'stop sending me texts',
  'Stop contacting me.',
  "Don't text me",
  'don’t text me',
  'do not text me again',
  'Dont text me anymore',
  "don't message me",
  'No more texts',
  'no more messages please',
  'No more texts!!',
  'I don’t want any more texts',
  'Remove me',
  'remove me from your list',
  'Please remove my number',
  'take me off your list',
  'Take my number off your list',
  'no texts please',
  'No further messages',
  'Unsubscribe',
  'UNSUBSCRIBE me',
  'unsub',
  'revoke',
  'REVOKE',
  'I revoke my consent',
  'opt out',
  'OPT OUT',
  'Opt-out',
  'OPTOUT',
  'opt me out',
  'I want to opt out',
  'Cancel',
  'END',
  'quit',
  'Quit.',
  'Stop. I bought one elsewhere.',
  'Already bought one, stop texting me',
  'Who is this? Stop',
  'leave me alone',
  'Wrong number',
  'stop\u00a0please',
]

const messages = [
  'Can I stop by Saturday?',
  'I’ll stop in tomorrow around 10',
  'Stop by anytime?',
  'Stopping by at 3',
  "Don't stop the sale",
  "Don't forget the spare tire",
  'Is the offer going to end soon?',
  'What time do you close? End of day ok?',
  'The end of the month works',
  'I need to cancel my service appointment',
  'Cancel the Tuesday booking please',
  'Please remove the spare tire from the quote',
  'Remove the hitch lock',
  'Start the paperwork please',
  'Help me pick a trailer',
  'I quit my old dealer',
  'No more questions, thanks!',
  'Texting is fine',
  'Text me the price',
  'Can you text me the VIN?',
  'Yes, Saturday works',
  'Opt for the galvanized one',
  'Stop light out on the left side',
  'The brakes stop fine',
  'Does it have a stop light?',
  'No, it is fine',
  'No messages?',
  'No text',
  "Please take my number, it's 410 555 0100",
  'Take me to the lot on Saturday',
  'ok thanks',
  'stopped',
  'the end',
  '',
]

describe('textKeyword: opt-outs in the shopper’s own words', () => {
  it('the table is at least 40 phrasings each way', () => {
    expect(optOuts.length).toBeGreaterThanOrEqual(40)
    expect(optOuts.length + messages.length).toBeGreaterThanOrEqual(80)
  })
  it.each(optOuts)('%j opts out', (body) => expect(textKeyword(body)).toBe('opt-out'))
  it.each(messages)('%j is an ordinary message', (body) => expect(textKeyword(body)).toBeNull())
  it.each(['START', ' start ', 'Start!', 'Unstop', 'UNSTOP.', 'un-stop'])('%j opts in', (body) =>
    expect(textKeyword(body)).toBe('opt-in'),
  )
  it.each(['HELP', ' help ', 'Help?'])('%j asks for help', (body) =>
    expect(textKeyword(body)).toBe('help'),
  )
})

describe('keywordAnswer', () => {
  it('HELP answers with the dealer name and phone', () => {
    const answer = keywordAnswer('help', { name: 'Venture Trailers', phone: '(555) 201-4477' })
    expect(answer).toContain('Venture Trailers')
    expect(answer).toContain('(555) 201-4477')
  })
  it('an opt-out is confirmed with the way back', () =>
    expect(keywordAnswer('opt-out', { name: 'Venture Trailers', phone: '' })).toBe(
      'You will get no more texts from Venture Trailers. Reply START to get them again.',
    ))
})
