import { describe, expect, it } from 'vitest'

import { modelsInTable } from '@/lib/catalogue/lookups'
import type { CatalogueTable } from '@/lib/catalogue/types'
import { trailerModels } from '@/seed/catalogue/models'

// The skiff page's rows are the ones the specification lists model by model.

const rows = (table: CatalogueTable) =>
  modelsInTable(trailerModels, table).map((m) => ({
    model: m.model,
    capacity: m.capacity,
    boatLength: m.boatLength,
    axles: m.axles,
    brakes: m.brakes,
    tongueJack: m.tongueJack,
  }))

describe('skiff and jon boat rows', () => {
  it('lists the aluminum jon boat trailers without brakes', () => {
    expect(rows('aluminum-jon-boat')).toEqual([
      {
        model: 'VAB-1025',
        capacity: 1025,
        boatLength: "12'-14'",
        axles: 1,
        brakes: 'No Brakes',
        tongueJack: 'Optional',
      },
      {
        model: 'VAB-1325',
        capacity: 1325,
        boatLength: "14'-15'",
        axles: 1,
        brakes: 'No Brakes',
        tongueJack: 'Optional',
      },
    ])
  })

  it('lists the aluminum single axle skiff trailers for boats of 15 to 21 feet', () => {
    expect(rows('aluminum-skiff-single')).toEqual([
      {
        model: 'VASK-1800',
        capacity: 1800,
        boatLength: "15'-16'",
        axles: 1,
        brakes: 'None',
        tongueJack: 'Optional',
      },
      {
        model: 'VASK-2100',
        capacity: 2100,
        boatLength: "16'-17'",
        axles: 1,
        brakes: 'None',
        tongueJack: 'Optional',
      },
      {
        model: 'VASK-2300',
        capacity: 2300,
        boatLength: "17'-18'",
        axles: 1,
        brakes: 'Optional',
        tongueJack: 'Optional',
      },
      {
        model: 'VASK-2500',
        capacity: 2500,
        boatLength: "18'-19'",
        axles: 1,
        brakes: 'Optional',
        tongueJack: 'Optional',
      },
      {
        model: 'VASK-2800',
        capacity: 2800,
        boatLength: "19'-20'",
        axles: 1,
        brakes: 'Optional',
        tongueJack: 'Optional',
      },
      {
        model: 'VASK-3200',
        capacity: 3200,
        boatLength: "20'-21'",
        axles: 1,
        brakes: 'Disc',
        tongueJack: 'Single Wheel',
      },
    ])
  })

  it('lists the aluminum tandem skiff trailers with disc brakes on one axle', () => {
    const tandem = modelsInTable(trailerModels, 'aluminum-skiff-tandem')
    expect(
      tandem.map((m) => [m.model, m.capacity, m.boatLength, m.gvwr, m.axles, m.brakes]),
    ).toEqual([
      ['VASK-4200S', 4200, "21'-22'", 5040, 2, 'Disc-1'],
      ['VASK-4200', 4200, "22'-23'", 5120, 2, 'Disc-1'],
    ])
  })

  it('lists the galvanized jon boat trailers: single axle, no brakes, boats of 12 to 16 feet', () => {
    expect(rows('galvanized-jon-boat')).toEqual([
      {
        model: 'VB-1000',
        capacity: 1000,
        boatLength: "12'-13'",
        axles: 1,
        brakes: 'No',
        tongueJack: 'Optional',
      },
      {
        model: 'VB-1300',
        capacity: 1300,
        boatLength: "13'-14'",
        axles: 1,
        brakes: 'No',
        tongueJack: 'Optional',
      },
      {
        model: 'VB-1500',
        capacity: 1500,
        boatLength: "14'-15'",
        axles: 1,
        brakes: 'No',
        tongueJack: 'Optional',
      },
      {
        model: 'VB-1800',
        capacity: 1800,
        boatLength: "15'-16'",
        axles: 1,
        brakes: 'No',
        tongueJack: 'Optional',
      },
    ])
  })
})
