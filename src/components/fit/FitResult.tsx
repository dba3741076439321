import { BoatSummary } from '@/components/fit/BoatSummary'
import { fitQueryString, type FitBoat } from '@/lib/fit/boat'
import {
  assumedTrailerShare,
  loadedWeight,
  neededCapacity,
  trailerFit,
  type TrailerFit,
} from '@/lib/fit/fit'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'

import styles from './Fit.module.css'

type Props = { boat: FitBoat; marginPercent: number; units: readonly InventoryApiItem[] }

const pounds = (value: number) => `${value.toLocaleString('en-US')} lb`

/** Where 'Ask about it' goes: the quote form, with the unit and the boat described. */
export const askWithBoatHref = (unit: { model_name: string }, boat: FitBoat) =>
  `/contact?trailer=${encodeURIComponent(unit.model_name)}&${fitQueryString(boat)}`

function TowWarning({ fit, boat }: { fit: TrailerFit; boat: FitBoat }) {
  if (fit.overTow === null) return null
  return (
    <p className={styles.warning}>
      Trailer and boat together exceed your tow rating of {pounds(boat.towRating ?? 0)} by{' '}
      {pounds(fit.overTow)}.
    </p>
  )
}

/**
 * The fit check's answer: the loaded weight with its sum and assumptions, the capacity it needs
 * with the dealer's margin, and the in-stock trailers that carry it (each with a tow warning when
 * trailer and boat exceed the shopper's rating).
 */
export function FitResult({ boat, marginPercent, units }: Props) {
  const loaded = loadedWeight(boat).total
  const needed = neededCapacity(loaded, marginPercent)
  const fitting = units
    .filter((unit) => unit.stock_quantity > 0 && unit.status === 'available')
    .map((unit) => ({ unit, fit: trailerFit(boat, unit, marginPercent) }))
    .filter(({ fit }) => fit.fits)
  return (
    <section className={styles.panel} aria-labelledby="fit-result">
      <h2 id="fit-result">Will it fit?</h2>
      <BoatSummary boat={boat} heading="Your boat" />
      <p>
        Loaded weight = dry weight + engine + fuel + gear = <strong>{pounds(loaded)}</strong>. With
        our {marginPercent}% safety margin a trailer must carry at least{' '}
        <strong>{pounds(needed)}</strong>.
      </p>
      <ul className={styles.assumptions}>
        <li>Fuel weighs 6.1 lb per gallon (gasoline) or 7.1 lb per gallon (diesel).</li>
        <li>A typical outboard’s weight is used when you pick one instead of typing yours.</li>
        <li>
          Our listings give no empty trailer weight: for the tow check we assume a trailer weighs{' '}
          {assumedTrailerShare * 100}% of its capacity.
        </li>
        <li>The tow rating is your own figure; check it in your vehicle’s manual.</li>
        <li>Figures are rounded up to 10 lb; the boat must also be within the trailer’s range.</li>
      </ul>
      {fitting.length === 0 ? (
        <p role="status">
          No trailer in stock carries this boat with the margin. Call us: we can order one.
        </p>
      ) : (
        <>
          <p role="status">
            {fitting.length === 1 ? 'One trailer' : `${fitting.length} trailers`} in stock carry it:
          </p>
          <ul className={styles.trailers}>
            {fitting.map(({ unit, fit }) => (
              <li key={unit.id}>
                <a href={inventoryPath(unit)}>{unit.model_name}</a>: capacity{' '}
                {pounds(unit.capacity_pounds)} ({pounds(fit.spare ?? 0)} to spare), boats{' '}
                {unit.boat_length}.{' '}
                <a href={askWithBoatHref(unit, boat)}>
                  Ask about it<span className="visually-hidden"> ({unit.model_name})</span>
                </a>
                <TowWarning fit={fit} boat={boat} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
