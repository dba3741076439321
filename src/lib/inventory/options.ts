/* The inventory item's enumerations and limits, exactly as the spec lists them (doc 2 §3, §9). */

export const trailerTypes = [
  'Bunk',
  'Roller',
  'PWC',
  'Pontoon',
  'Tritoon',
  'Skiff',
  'Jon Boat',
] as const
export const materials = ['Aluminum', 'Galvanized Steel', 'Steel'] as const
export const axleConfigurations = ['Single', 'Tandem', 'Triple'] as const

export const inventoryFeatures = [
  'LED lights',
  'Carpeted bunks',
  'Galvanized hardware',
  'Swivel tongue jack',
  'Electric brakes',
  'Disc brakes',
  'Surge brakes',
  'Corrosion resistant',
  'Self-centering rollers',
  'Adjustable bunks',
  'Lightweight aluminum',
  'Wide beam design',
  'Pontoon guides',
  'Three-pontoon design',
  'Torsion axles',
  'Spare tire bracket',
  'Windlass bow stop',
  'Target bunks',
  'PVC load guides',
] as const

/* The dealer stocks new trailers only: no unit has a condition of its own to store. */
export const unitCondition = 'New'

export const hitchSizes = ['1-7/8', '2', '2-5/16'] as const
export const brakeTypes = ['None', 'Surge', 'Electric', 'Electric over Hydraulic'] as const

export const specificationFields = [
  'tongue_weight',
  'overall_length',
  'tire_size',
  'hitch_size',
  'brake_type',
  'suspension',
  'frame',
  'hull_protection',
  'guides',
  'winch',
  'jack',
  'wiring',
  'lights',
  'fenders',
  'finish',
] as const

export type TrailerType = (typeof trailerTypes)[number]
export type Material = (typeof materials)[number]
export type AxleConfiguration = (typeof axleConfigurations)[number]
export type InventoryFeature = (typeof inventoryFeatures)[number]
export type SpecificationField = (typeof specificationFields)[number]
export type Specifications = Partial<Record<SpecificationField, string>>

export const inventoryLimits = {
  capacity: 2147483647,
  length: 999.9,
  beam: 999.9,
  price: 9999999.99,
  stock: 32767,
  imagesPerItem: 10,
} as const
