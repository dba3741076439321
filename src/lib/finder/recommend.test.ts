import { describe, expect, it } from 'vitest'

import { boatTypes, finderSteps, type BoatType, type FinderStep } from '@/lib/finder/options'
import { recommendTrailer } from '@/lib/finder/recommend'

const pontoon = '/trailers/pontoon#pontoon-trailers'
const pwc = '/trailers/pwc#pwc-trailers'
const skiff = '/trailers/skiff#skiff-trailers'
const roller = '/trailers/roller#roller-trailers'
const bunk = '/trailers/bunk'
const aluminum = '/trailers/aluminum'

/* Expected page per boat type, written out by hand from the spec's rules, in the column order
   saltwater+roller, saltwater+bunk, freshwater+roller, freshwater+bunk. */
const expected: Record<BoatType, [string, string, string, string]> = {
  fishing: [roller, bunk, roller, aluminum],
  bowrider: [roller, bunk, roller, aluminum],
  'center-console': [roller, bunk, roller, bunk],
  cruiser: [roller, bunk, roller, bunk],
  pwc: [pwc, pwc, pwc, pwc],
  skiff: [skiff, skiff, skiff, skiff],
  wakeboard: [roller, bunk, roller, bunk],
  pontoon: [pontoon, pontoon, pontoon, pontoon],
}

const columns = [
  { waterType: 'saltwater', loadingPreference: 'roller' },
  { waterType: 'saltwater', loadingPreference: 'bunk' },
  { waterType: 'freshwater', loadingPreference: 'roller' },
  { waterType: 'freshwater', loadingPreference: 'bunk' },
] as const

const combinations = boatTypes.flatMap((boatType) =>
  columns.map((column, index) => ({ ...column, boatType, href: expected[boatType][index] })),
)

describe('recommendTrailer', () => {
  it('has a page above for every complete answer the finder offers (8 × 2 × 2)', () => {
    const offered = (key: FinderStep['key']) =>
      finderSteps.find((step) => step.key === key)?.options.map(({ value }) => value) ?? []
    const answers = offered('boatType').flatMap((boatType) =>
      offered('loadingPreference').flatMap((loading) =>
        offered('waterType').map((water) => `${boatType} ${loading} ${water}`),
      ),
    )
    expect(answers).toHaveLength(32)
    const covered = combinations.map((c) => `${c.boatType} ${c.loadingPreference} ${c.waterType}`)
    expect(new Set(covered)).toEqual(new Set(answers))
  })

  it.each(combinations)(
    'sends a $boatType boat, $loadingPreference loading, $waterType to $href',
    ({ href, ...answers }) => {
      expect(recommendTrailer(answers)).toBe(href)
    },
  )

  it('lets the boat type win over every other answer for pontoon, pwc and skiff', () => {
    expect(recommendTrailer({ boatType: 'pontoon' })).toBe(pontoon)
    expect(recommendTrailer({ boatType: 'pwc', loadingPreference: 'roller' })).toBe(pwc)
    expect(recommendTrailer({ boatType: 'skiff', waterType: 'saltwater' })).toBe(skiff)
  })

  it('falls back on the loading preference alone when the water type is missing', () => {
    expect(recommendTrailer({ boatType: 'cruiser', loadingPreference: 'roller' })).toBe(roller)
    expect(recommendTrailer({ boatType: 'fishing', loadingPreference: 'bunk' })).toBe(bunk)
  })

  it('falls back on all trailers when nothing decides', () => {
    expect(recommendTrailer({})).toBe('/trailers')
    expect(recommendTrailer({ boatType: 'cruiser' })).toBe('/trailers')
  })
})
