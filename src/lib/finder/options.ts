/** The finder's three questions, in order, with the spec's answer values. */
export const boatTypes = [
  'fishing',
  'bowrider',
  'center-console',
  'cruiser',
  'pwc',
  'skiff',
  'wakeboard',
  'pontoon',
] as const
export const loadingPreferences = ['roller', 'bunk'] as const
export const waterTypes = ['saltwater', 'freshwater'] as const

export type BoatType = (typeof boatTypes)[number]
export type LoadingPreference = (typeof loadingPreferences)[number]
export type WaterType = (typeof waterTypes)[number]

export type FinderAnswers = {
  boatType?: BoatType
  loadingPreference?: LoadingPreference
  waterType?: WaterType
}

type Option<V extends string> = { value: V; label: string; hint: string }

export type FinderStep =
  | { key: 'boatType'; question: string; options: Option<BoatType>[] }
  | { key: 'loadingPreference'; question: string; options: Option<LoadingPreference>[] }
  | { key: 'waterType'; question: string; options: Option<WaterType>[] }

export const finderSteps: readonly FinderStep[] = [
  {
    key: 'boatType',
    question: 'What type of boat do you have?',
    options: [
      { value: 'fishing', label: 'Fishing Boat', hint: 'Bass, walleye and multi-species' },
      { value: 'bowrider', label: 'Bowrider', hint: 'Open-bow runabouts' },
      { value: 'center-console', label: 'Center Console', hint: 'Offshore and bay boats' },
      { value: 'cruiser', label: 'Cruiser', hint: 'Cabin and express cruisers' },
      { value: 'pwc', label: 'Personal Watercraft', hint: 'Jet skis and wave runners' },
      { value: 'skiff', label: 'Skiff / Jon Boat', hint: 'Flat-bottom and small skiffs' },
      { value: 'wakeboard', label: 'Wakeboard / Ski Boat', hint: 'Inboard tow boats' },
      { value: 'pontoon', label: 'Pontoon / Tritoon', hint: 'Two or three tubes' },
    ],
  },
  {
    key: 'loadingPreference',
    question: 'How do you prefer to load your boat?',
    options: [
      { value: 'roller', label: 'Roller', hint: 'Easy launch and retrieve on shallow ramps' },
      { value: 'bunk', label: 'Bunk', hint: 'Carpeted bunks spread the hull load evenly' },
    ],
  },
  {
    key: 'waterType',
    question: 'Where do you usually launch?',
    options: [
      { value: 'saltwater', label: 'Saltwater', hint: 'The Bay, the coast and brackish rivers' },
      { value: 'freshwater', label: 'Freshwater', hint: 'Lakes, reservoirs and rivers' },
    ],
  },
]
