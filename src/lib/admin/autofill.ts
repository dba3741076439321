import { boatLengthFeet } from '@/lib/catalogue/boat-length'
import type { SourceSheet, TrailerModel } from '@/lib/catalogue/types'
import type { InventoryForm } from '@/lib/admin/form'
import {
  hitchSizes,
  inventoryFeatures,
  type AxleConfiguration,
  type InventoryFeature,
  type Material,
  type TrailerType,
} from '@/lib/inventory/options'

/* Spec doc 2 §4: what picking a catalogue model fills in on the add form. */

const categoryBySheet: Partial<Record<SourceSheet, number>> = {
  'Aluminum Roller': 1,
  'Galvanized Roller': 2,
  Pontoon: 3,
  PWC: 5,
  'Aluminum PWC': 5,
  'Aluminum Bunk': 6,
  'Galvanized Bunk': 6,
  Commander: 7,
}
export const categoryIdForSheet = (sheet: string): number =>
  categoryBySheet[sheet as SourceSheet] ?? 9

export function materialForSheet(sheet: string): Material {
  if (sheet.includes('Aluminum') || sheet === 'Commander') return 'Aluminum'
  if (sheet.includes('Galvanized')) return 'Galvanized Steel'
  return 'Steel'
}

export function axleConfigurationFor(axles: number): AxleConfiguration {
  if (axles === 2) return 'Tandem'
  if (axles === 3) return 'Triple'
  return 'Single'
}

const typeWords: TrailerType[] = ['Bunk', 'Roller', 'PWC', 'Pontoon', 'Skiff']

// The spec's fallback "Other" is not a type the server accepts: leave the choice to the person.
export function typeForSheet(sheet: string): TrailerType | '' {
  if (sheet === 'Commander') return 'Bunk'
  return typeWords.find((word) => sheet.includes(word)) ?? ''
}

// Trailer disc brakes are surge-actuated unless electric-over-hydraulic is ordered as an extra.
export const brakeTypeFor = (brakes: string): string =>
  brakes.startsWith('Disc') ? 'Surge' : 'None'

// Commander couplers read '2 in' or '2 5/16 in'; every other model takes the standard 2 inch ball.
export function hitchSizeFor(couplerSize: string | undefined): string {
  const size = couplerSize
    ?.replace(/\s*in$/, '')
    .trim()
    .replace(' ', '-')
  return hitchSizes.find((choice) => choice === size) ?? '2'
}

export const finishByMaterial: Record<
  Material,
  { frame: string; finish: string; fenders: string }
> = {
  Aluminum: {
    frame: 'Marine-grade aluminum I-beam',
    finish: 'Mill finish aluminum',
    fenders: 'Aluminum diamond plate',
  },
  'Galvanized Steel': {
    frame: 'Hot-dip galvanized steel C-channel',
    finish: 'Hot-dip galvanized',
    fenders: 'Galvanized steel',
  },
  Steel: { frame: 'Steel C-channel', finish: 'Hot-dip galvanized', fenders: 'Galvanized steel' },
}

export function featuresFor(
  model: TrailerModel,
  material: Material,
  type: TrailerType | '',
): InventoryFeature[] {
  const chosen = new Set<InventoryFeature>(['LED lights', 'Galvanized hardware'])
  chosen.add(material === 'Aluminum' ? 'Lightweight aluminum' : 'Corrosion resistant')
  if (model.brakes.startsWith('Disc')) chosen.add('Disc brakes')
  if (model.tongueJack !== 'Optional') chosen.add('Swivel tongue jack')
  if (type === 'Roller') chosen.add('Self-centering rollers')
  if (type === 'Bunk') chosen.add('Carpeted bunks')
  return inventoryFeatures.filter((feature) => chosen.has(feature))
}

const tenths = (value: number) => String(Math.round(value * 10) / 10)
const feet = (text: string) => tenths(boatLengthFeet(text)?.max ?? 0)
const inches = (text: string) => tenths(Number.parseFloat(text) || 0)

export function describeModel(model: TrailerModel, material: Material, type: TrailerType | '') {
  const kind = [material.toLowerCase(), type.toLowerCase(), 'trailer'].filter(Boolean).join(' ')
  const axle = axleConfigurationFor(model.axles).toLowerCase()
  const capacity = model.capacity.toLocaleString('en-US')
  return `Venture ${model.model} ${kind} for boats ${model.boatLength}, rated for ${capacity} lbs on a ${axle} axle.`
}

export type Autofill = Omit<
  InventoryForm,
  | 'price'
  | 'stock_quantity'
  | 'notes'
  | 'image_urls'
  | 'is_available'
  | 'specifications'
  | 'status'
  | 'expected_at'
  | 'stock_number'
  | 'vin'
  | 'buyer_email'
> & {
  specifications: Partial<InventoryForm['specifications']>
}

export function autofillFromModel(model: TrailerModel): Autofill {
  const material = materialForSheet(model.sourceSheet)
  const type = typeForSheet(model.sourceSheet)
  const length = feet(model.overallLength)
  return {
    model_name: model.model,
    category_id: String(categoryIdForSheet(model.sourceSheet)),
    type,
    material,
    axle_configuration: axleConfigurationFor(model.axles),
    capacity_pounds: String(model.capacity),
    length_feet: length,
    beam_width_inches: inches(model.overallWidth),
    boat_length: model.boatLength,
    description: describeModel(model, material, type),
    features: featuresFor(model, material, type),
    specifications: {
      overall_length: length,
      tire_size: model.tireSize,
      hitch_size: hitchSizeFor(model.couplerSize),
      brake_type: brakeTypeFor(model.brakes),
      jack: model.tongueJack,
      ...finishByMaterial[material],
    },
  }
}
