import { describe, expect, it } from 'vitest'

import {
  cataloguePageSlugs,
  catalogueTables,
  columnLabels,
  isCataloguePageSlug,
  tableColumns,
} from '@/lib/catalogue/types'

describe('tableColumns', () => {
  it('gives every table a labelled column list starting with the model', () => {
    for (const table of catalogueTables) {
      expect(tableColumns[table][0]).toBe('model')
      for (const column of tableColumns[table]) expect(columnLabels[column]).toBeTruthy()
    }
  })

  it('adds the column that sets each family apart', () => {
    expect(tableColumns['commander-tandem']).toContain('couplerSize')
    expect(tableColumns['galvanized-roller-triple']).toContain('rollers')
    expect(tableColumns['aluminum-pwc']).toContain('seating')
    expect(tableColumns['aluminum-bunk-single']).not.toContain('rollers')
  })

  it('shows the pontoon row fields of the spec', () => {
    expect(tableColumns['tritoon-single']).toEqual([
      'model',
      'capacity',
      'boatLength',
      'overallLength',
      'minBunkWidth',
      'maxBunkWidth',
      'gvwr',
      'tongueJack',
      'brakes',
      'tireSize',
      'overallWidth',
    ])
  })

  it('shows the skiff row fields of the spec', () => {
    expect(tableColumns['aluminum-skiff-tandem']).toEqual([
      'model',
      'capacity',
      'boatLength',
      'overallLength',
      'bowEyeMin',
      'bowEyeMax',
      'gvwr',
      'tongueJack',
      'axles',
      'brakes',
      'tireSize',
      'overallWidth',
      'betweenFenders',
    ])
  })
})

/* Spec 02, section 2: the ten category pages under /trailers, written out here, not imported. */
const specCategorySlugs = [
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
]

describe('isCataloguePageSlug', () => {
  it.each(specCategorySlugs)('accepts the category slug %s', (slug) => {
    expect(isCataloguePageSlug(slug)).toBe(true)
  })

  it.each(['venture', 'Aluminum', 'aluminum ', 'trailers', ''])('refuses %j', (value) => {
    expect(isCataloguePageSlug(value)).toBe(false)
  })

  it('knows no category page beyond those ten', () => {
    expect([...cataloguePageSlugs].sort()).toEqual([...specCategorySlugs].sort())
  })
})
