import { fuelPoundsPerGallon, typicalOutboards, type FitBoat } from '@/lib/fit/boat'
import { loadedWeight } from '@/lib/fit/fit'

import styles from './Fit.module.css'

const pounds = (value: number) => `${value.toLocaleString('en-US')} lb`

/**
 * A described boat and its loaded weight, with the sum spelled out: shown on the fit check's
 * result and on the lead card of a quote asked from it.
 */
export function BoatSummary({ boat, heading }: { boat: FitBoat; heading: string }) {
  const loaded = loadedWeight(boat)
  const engine =
    boat.engineWeight !== undefined
      ? pounds(boat.engineWeight)
      : `${pounds(loaded.engine)} (typical ${boat.outboard ? typicalOutboards[boat.outboard].label : ''})`
  return (
    // A group, not a region: the desk shows one on each of many cards, and landmarks must be unique.
    <div className={styles.summary} role="group" aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        <dt>Length</dt>
        <dd>{boat.length} ft</dd>
        <dt>Dry weight</dt>
        <dd>{pounds(boat.dryWeight)}</dd>
        <dt>Engine</dt>
        <dd>{engine}</dd>
        <dt>Fuel</dt>
        <dd>
          {boat.fuelGallons} gal {boat.fuelType} × {fuelPoundsPerGallon[boat.fuelType]} lb/gal ={' '}
          {pounds(loaded.fuel)}
        </dd>
        {boat.gearWeight !== undefined && (
          <>
            <dt>Gear</dt>
            <dd>{pounds(boat.gearWeight)}</dd>
          </>
        )}
        <dt>Loaded weight</dt>
        <dd>
          <strong>{pounds(loaded.total)}</strong>
        </dd>
        {boat.towRating !== undefined && (
          <>
            <dt>Tow rating</dt>
            <dd>{pounds(boat.towRating)}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
