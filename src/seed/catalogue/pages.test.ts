import { describe, expect, it } from 'vitest'

import { modelsInTable } from '@/lib/catalogue/lookups'
import { sectionIntro } from '@/lib/catalogue/section-intro'
import { cataloguePageSlugs, catalogueTables } from '@/lib/catalogue/types'
import { cataloguePages } from '@/seed/catalogue/pages'
import { trailerModels } from '@/seed/catalogue/models'

const page = (slug: string) => {
  const found = cataloguePages.find((p) => p.slug === slug)
  if (!found) throw new Error(`no page ${slug}`)
  return found
}
const tablesOf = (slug: string) => page(slug).sections.flatMap((s) => s.tables.map((t) => t.table))
const intros = (slug: string) =>
  page(slug).sections.map((s) =>
    sectionIntro(
      s.intro,
      trailerModels,
      s.tables.map((t) => t.table),
    ),
  )

describe('catalogue pages seed', () => {
  it('has one page per catalogue slug', () => {
    expect(cataloguePages.map((p) => p.slug).sort()).toEqual([...cataloguePageSlugs].sort())
  })

  it('orders the overview cards as the spec lists them', () => {
    const byOrder = [...cataloguePages].sort((a, b) => a.card.order - b.card.order)
    expect(byOrder.map((p) => p.slug)).toEqual([
      'aluminum',
      'bunk',
      'commander',
      'galvanized',
      'pwc',
      'pontoon',
      'roller',
      'skiff',
      'tritoon',
      'accessories',
    ])
  })

  it('puts the eight home cards in the home page order', () => {
    const home = cataloguePages
      .filter((p) => p.card.onHome)
      .sort((a, b) => (a.card.homeOrder ?? 0) - (b.card.homeOrder ?? 0))
    expect(home.map((p) => p.card.homeTitle)).toEqual([
      'Aluminum',
      'Bunk',
      'Roller',
      'Galvanized',
      'Pontoon/Tritoon',
      'PWC',
      'Skiff',
      'Commander',
    ])
  })

  it('points cards and heroes at the generated images', () => {
    for (const p of cataloguePages) {
      expect(p.card.image).toBe(`/images/categories/${p.slug}.webp`)
      expect(p.hero.image).toBe(`/images/heroes/${p.slug}.webp`)
    }
  })

  it('shows only tables that have rows, and every table somewhere', () => {
    const shown = new Set(cataloguePages.flatMap((p) => tablesOf(p.slug)))
    for (const table of catalogueTables) {
      expect(shown.has(table), table).toBe(true)
      expect(modelsInTable(trailerModels, table).length, table).toBeGreaterThan(0)
    }
  })

  it('keeps the anchors the trailer finder links to', () => {
    const anchors = cataloguePages.flatMap((p) =>
      p.sections.flatMap((s) => (s.anchor ? [`${p.slug}#${s.anchor}`] : [])),
    )
    expect(anchors.sort()).toEqual([
      'pontoon#pontoon-trailers',
      'pwc#pwc-trailers',
      'roller#roller-trailers',
      'skiff#skiff-trailers',
    ])
  })

  it('ends every page with a quote button, and the accessories page with its two buttons', () => {
    for (const p of cataloguePages.filter((p) => p.slug !== 'accessories')) {
      expect(p.closingCta).toEqual([{ label: 'Get a quote', href: '/contact' }])
    }
    expect(page('accessories').closingCta).toEqual([
      { label: 'Get Custom Quote', href: '/contact' },
      { label: 'Installation Tips', href: '/tips' },
    ])
  })
})

describe('page contents the spec names', () => {
  it('shows the aluminum groups with their computed capacity ranges', () => {
    expect(tablesOf('aluminum')).toEqual([
      'aluminum-bunk-single',
      'aluminum-bunk-tandem',
      'aluminum-bunk-triple',
      'aluminum-roller-single',
      'aluminum-roller-tandem',
    ])
    const text = intros('aluminum')
    expect(text[0]).toContain('1,025 to 3,525 lbs')
    expect(text[1]).toContain('3,625 to 9,625 lbs')
    expect(text[2]).toContain('9,625 to 15,025 lbs')
    expect(text[3]).toContain('2,425 to 3,525 lbs')
    expect(text[4]).toContain('3,625 to 6,425 lbs')
  })

  it('quotes the galvanized roller ranges on the roller page', () => {
    const text = intros('roller').join(' ')
    for (const range of ['1,550 to 3,350', '3,650 to 7,950', '8,650 to 10,850']) {
      expect(text).toContain(range)
    }
  })

  it('quotes the PWC ranges and lists compatible craft up to 12 feet', () => {
    expect(intros('pwc')).toEqual([
      expect.stringContaining('1,200 to 2,600 lbs'),
      expect.stringContaining('1,200 to 2,000 lbs'),
    ])
    expect(page('pwc').extra?.items.join(' ')).toMatch(/Jet skis.*Wave runners.*Sea-Doo.*12 feet/)
  })

  it('gives the Commander tables a coupler column and states the warranties', () => {
    const commander = page('commander')
    expect(tablesOf('commander')).toEqual([
      'commander-single',
      'commander-tandem',
      'commander-triple',
    ])
    const text = JSON.stringify(commander)
    expect(text).toContain('6 years or 100,000 miles')
    expect(text).toContain('1000 hours of salt spray')
  })

  it('shows the twelve galvanized tables of the spec: its own pontoon set, one tritoon table', () => {
    expect(tablesOf('galvanized')).toEqual([
      'galvanized-bunk-single',
      'galvanized-bunk-tandem',
      'galvanized-bunk-triple',
      'galvanized-pwc',
      'galvanized-pontoon-single',
      'galvanized-pontoon-tandem',
      'galvanized-pontoon-triple',
      'galvanized-roller-single',
      'galvanized-roller-tandem',
      'galvanized-roller-triple',
      'galvanized-tritoon',
      'galvanized-jon-boat',
    ])
    const pontoonSet = (['single', 'tandem', 'triple'] as const).flatMap((axle) =>
      modelsInTable(trailerModels, `galvanized-pontoon-${axle}` as const),
    )
    expect(pontoonSet.map((m) => m.axles)).toEqual([1, 1, 2, 2, 3])
    expect(new Set(pontoonSet.map((m) => `${m.minBunkWidth} to ${m.maxBunkWidth}`))).toEqual(
      new Set(['22" to 30"']),
    )
    const tritoon = modelsInTable(trailerModels, 'galvanized-tritoon').map((m) => m.model)
    expect(tritoon).toEqual(
      (['single', 'tandem', 'triple'] as const).flatMap((axle) =>
        modelsInTable(trailerModels, `tritoon-${axle}` as const).map((m) => m.model),
      ),
    )
  })

  it('shows six pontoon and tritoon tables with the adjustable bunks', () => {
    expect(tablesOf('pontoon')).toEqual([
      'pontoon-single',
      'pontoon-tandem',
      'pontoon-triple',
      'tritoon-single',
      'tritoon-tandem',
      'tritoon-triple',
    ])
    expect(page('pontoon').hero.text).toContain('17 to 26 feet')
    expect(page('pontoon').card.description).toContain('16 to 26 feet')
    expect(page('pontoon').standardFeatures.join(' ')).toContain('72 to 80 inches centre to centre')
    expect(page('pontoon').specialFeatures.length).toBeGreaterThan(0)
  })

  it('shows the skiff tables for boats under 25 feet with load guides standard', () => {
    expect(tablesOf('skiff')).toEqual([
      'aluminum-jon-boat',
      'aluminum-skiff-single',
      'aluminum-skiff-tandem',
      'galvanized-jon-boat',
    ])
    expect(page('skiff').hero.text).toMatch(/under 25 feet.*load guides standard/)
  })

  it('fills every {range} placeholder', () => {
    for (const p of cataloguePages) {
      for (const text of intros(p.slug)) expect(text).not.toContain('{range}')
    }
  })
})
