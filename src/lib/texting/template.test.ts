import { describe, expect, it } from 'vitest'

import { greetingName } from '@/lib/leads/auto-reply'

import { fillTextTemplate, firstNameToText } from './template'

describe('firstNameToText', () => {
  it.each([
    ['Pat Boater', 'Pat'],
    ['  Mary-Jane O’Neil ', 'Mary-Jane'],
    ["D'Arcy", "D'Arcy"],
    ['José Núñez', 'José'],
    ['Zoë', 'Zoë'],
  ])('%j is greeted as %j', (name, first) => expect(firstNameToText(name)).toBe(first))

  it.each([
    'Hi evil.com/claim',
    'EVIL PRIZE: claim $500 at evil.example/win',
    'Pat https://evil.example',
    'call 555-201-4477',
    'Pat\nBoater',
    'Pat\u200bBoater',
    'Pat․com', // a one-dot leader, not a letter
    'a'.repeat(61),
    'Claimyourprizenowatourlot Boater', // a first word of 25 letters
    '',
    '   ',
  ])('%j gives no name', (name) => expect(firstNameToText(name)).toBeNull())

  it('follows the e-mail greeting: a name it refuses is never texted', () => {
    for (const name of ['Hi evil.com/claim', 'Ann Lee', 'x'.repeat(61), 'Ann <b>']) {
      expect(firstNameToText(name) === null).toBe(greetingName(name) === null)
    }
  })
})

describe('fillTextTemplate', () => {
  const blanks = { name: 'Pat', business: 'Venture Trailers', trailer: 'Bunk 22' }
  it('fills every blank', () =>
    expect(fillTextTemplate('Hi {name}, {business} has the {trailer}.', blanks)).toBe(
      'Hi Pat, Venture Trailers has the Bunk 22.',
    ))
  it('without a name the greeting closes up', () => {
    expect(fillTextTemplate('Hi {name}, thanks from {business}.', { ...blanks, name: null })).toBe(
      'Hi, thanks from Venture Trailers.',
    )
  })
  it('an unknown blank stays as written', () =>
    expect(fillTextTemplate('Hi {nmae}', blanks)).toBe('Hi {nmae}'))
})
