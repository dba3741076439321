'use client'

import { useId, useState } from 'react'

import { catalogueLookups } from '@/lib/catalogue/lookups'
import { searchModels } from '@/lib/catalogue/search'
import type { TrailerModel } from '@/lib/catalogue/types'

import styles from './ItemForm.module.css'

const ranges = {
  all: 'All models',
  aluminumBunkSingle: 'Aluminum bunk, single axle',
  aluminumBunkTandem: 'Aluminum bunk, tandem axle',
  aluminumBunkTriple: 'Aluminum bunk, triple axle',
  aluminumRollerSingle: 'Aluminum roller, single axle',
  aluminumRollerTandem: 'Aluminum roller, tandem axle',
} satisfies Record<keyof typeof catalogueLookups, string>
type Range = keyof typeof ranges

type Props = { models: TrailerModel[]; onPick: (model: TrailerModel) => void; disabled: boolean }

/** Starts a new item from a catalogue model; picking one fills the form (spec §4). */
export function CataloguePicker({ models, onPick, disabled }: Props) {
  const id = useId()
  const [range, setRange] = useState<Range>('all')
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<string | null>(null)
  const found = searchModels(catalogueLookups[range](models), query)

  return (
    <fieldset className={styles.fieldset}>
      <legend>Start from a catalogue model</legend>
      <div className={styles.pickerControls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-range`}>Model range</label>
          <select
            id={`${id}-range`}
            value={range}
            disabled={disabled}
            onChange={(event) => setRange(event.target.value as Range)}
          >
            {Object.entries(ranges).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>Search models</label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Model, type, boat length, tire or brakes"
            value={query}
            disabled={disabled}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <p className={styles.hint} role="status">
        {picked ? `Filled in from ${picked}. ` : ''}
        {found.length} model(s) match
      </p>
      <ul className={styles.modelList} aria-label="Catalogue models">
        {found.map((model) => (
          <li key={model.model}>
            <button
              type="button"
              className={styles.modelOption}
              aria-pressed={picked === model.model}
              disabled={disabled}
              onClick={() => {
                setPicked(model.model)
                onPick(model)
              }}
            >
              <strong>{model.model}</strong> {model.sourceSheet} ·{' '}
              {model.capacity.toLocaleString('en-US')} lbs · boats {model.boatLength}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
