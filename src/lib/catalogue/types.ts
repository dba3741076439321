// The category pages under /trailers; one CMS page record each.
export const cataloguePageSlugs = [
  'aluminum',
  'galvanized',
  'bunk',
  'roller',
  'pwc',
  'commander',
  'pontoon',
  'skiff',
  'tritoon',
  'accessories',
] as const
export type CataloguePageSlug = (typeof cataloguePageSlugs)[number]

export const isCataloguePageSlug = (value: string): value is CataloguePageSlug =>
  (cataloguePageSlugs as readonly string[]).includes(value)

export const tongueJacks = ['Optional', 'Single Wheel', 'Flat Foot', '2000lb Foot'] as const
export type TongueJack = (typeof tongueJacks)[number]

// The maker's sheets spell "no brakes" several ways; the published values are kept as they are.
export const brakeValues = [
  'None',
  'No',
  'Optional',
  'Disc',
  'Disc-1',
  'Disc-2',
  'Disc-3',
  'No Brakes',
] as const
export type Brake = (typeof brakeValues)[number]

export const sourceSheets = [
  'Aluminum Bunk',
  'Aluminum Roller',
  'Galvanized Bunk',
  'Galvanized Roller',
  'PWC',
  'Aluminum PWC',
  'Pontoon',
  'Commander',
  'Skiff',
] as const
export type SourceSheet = (typeof sourceSheets)[number]

export const catalogueTables = [
  'aluminum-bunk-single',
  'aluminum-bunk-tandem',
  'aluminum-bunk-triple',
  'aluminum-roller-single',
  'aluminum-roller-tandem',
  'galvanized-bunk-single',
  'galvanized-bunk-tandem',
  'galvanized-bunk-triple',
  'galvanized-roller-single',
  'galvanized-roller-tandem',
  'galvanized-roller-triple',
  'aluminum-pwc',
  'galvanized-pwc',
  'pontoon-single',
  'pontoon-tandem',
  'pontoon-triple',
  'tritoon-single',
  'tritoon-tandem',
  'tritoon-triple',
  'galvanized-pontoon-single',
  'galvanized-pontoon-tandem',
  'galvanized-pontoon-triple',
  'galvanized-tritoon',
  'commander-single',
  'commander-tandem',
  'commander-triple',
  'aluminum-jon-boat',
  'aluminum-skiff-single',
  'aluminum-skiff-tandem',
  'galvanized-jon-boat',
] as const
export type CatalogueTable = (typeof catalogueTables)[number]

export type TrailerModel = {
  model: string
  capacity: number
  boatLength: string
  overallLength: string
  bowEyeMin?: string
  bowEyeMax?: string
  gvwr: number
  tongueJack: TongueJack
  axles: 1 | 2 | 3
  brakes: Brake
  tireSize: string
  overallWidth: string
  betweenFenders?: string
  sourceSheet: SourceSheet
  rollers?: number
  minBunkWidth?: string
  maxBunkWidth?: string
  seating?: string
  couplerSize?: string
  // A model can appear in several page tables (a small bunk trailer is also a jon boat trailer).
  tables: CatalogueTable[]
}

export type TableColumn = Exclude<keyof TrailerModel, 'sourceSheet' | 'tables'>

export const columnLabels: Record<TableColumn, string> = {
  model: 'Model',
  capacity: 'Capacity (lbs)',
  boatLength: 'Boat Length',
  overallLength: 'Overall Length',
  bowEyeMin: 'Bow Eye Min',
  bowEyeMax: 'Bow Eye Max',
  gvwr: 'GVWR (lbs)',
  tongueJack: 'Tongue Jack',
  axles: 'Axles',
  brakes: 'Brakes',
  tireSize: 'Tire Size',
  overallWidth: 'Overall Width',
  betweenFenders: 'Between Fenders',
  rollers: 'Rollers',
  minBunkWidth: 'Min Bunk Width',
  maxBunkWidth: 'Max Bunk Width',
  seating: 'Seating',
  couplerSize: 'Coupler',
}

const bunkColumns: TableColumn[] = [
  'model',
  'capacity',
  'boatLength',
  'overallLength',
  'bowEyeMin',
  'bowEyeMax',
  'gvwr',
  'tongueJack',
  'brakes',
  'tireSize',
  'overallWidth',
  'betweenFenders',
]

const rollerColumns: TableColumn[] = [
  ...bunkColumns.slice(0, 3),
  'rollers',
  ...bunkColumns.slice(3),
]

const commanderColumns: TableColumn[] = [...bunkColumns, 'couplerSize']

const pwcColumns: TableColumn[] = [
  'model',
  'capacity',
  'boatLength',
  'seating',
  'overallLength',
  'gvwr',
  'tongueJack',
  'brakes',
  'tireSize',
  'overallWidth',
]

const pontoonColumns: TableColumn[] = [
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
]

// One table for single, tandem and triple axle models needs the axle count, as the skiff tables do.
const mixedAxlePontoonColumns: TableColumn[] = [
  ...pontoonColumns.slice(0, 8),
  'axles',
  ...pontoonColumns.slice(8),
]

const skiffColumns: TableColumn[] = [
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
]

export const tableColumns: Record<CatalogueTable, TableColumn[]> = {
  'aluminum-bunk-single': bunkColumns,
  'aluminum-bunk-tandem': bunkColumns,
  'aluminum-bunk-triple': bunkColumns,
  'aluminum-roller-single': rollerColumns,
  'aluminum-roller-tandem': rollerColumns,
  'galvanized-bunk-single': bunkColumns,
  'galvanized-bunk-tandem': bunkColumns,
  'galvanized-bunk-triple': bunkColumns,
  'galvanized-roller-single': rollerColumns,
  'galvanized-roller-tandem': rollerColumns,
  'galvanized-roller-triple': rollerColumns,
  'aluminum-pwc': pwcColumns,
  'galvanized-pwc': pwcColumns,
  'pontoon-single': pontoonColumns,
  'pontoon-tandem': pontoonColumns,
  'pontoon-triple': pontoonColumns,
  'tritoon-single': pontoonColumns,
  'tritoon-tandem': pontoonColumns,
  'tritoon-triple': pontoonColumns,
  'galvanized-pontoon-single': pontoonColumns,
  'galvanized-pontoon-tandem': pontoonColumns,
  'galvanized-pontoon-triple': pontoonColumns,
  'galvanized-tritoon': mixedAxlePontoonColumns,
  'commander-single': commanderColumns,
  'commander-tandem': commanderColumns,
  'commander-triple': commanderColumns,
  'aluminum-jon-boat': skiffColumns,
  'aluminum-skiff-single': skiffColumns,
  'aluminum-skiff-tandem': skiffColumns,
  'galvanized-jon-boat': skiffColumns,
}
