import { fitParams, typicalOutboards, type FitBoat } from '@/lib/fit/boat'

import styles from './Fit.module.css'

type Props = {
  /** Where the form goes: the page it is on, so the result is that page's own address. */
  action: string
  boat: FitBoat | null
  /** Other parameters of the page's address the check keeps (the list's filters). */
  keep?: Record<string, string>
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value))

/**
 * 'Will it fit?': a GET form, so the figures are in the address, the result can be shared and
 * is cached like any filter, and it works without JavaScript. The browser checks the ranges
 * before it sends; the server drops a figure outside them.
 */
export function FitCheckForm({ action, boat, keep = {} }: Props) {
  return (
    <form method="get" action={action} className={styles.form} aria-label="Will it fit?">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        Boat length (ft)
        <input
          name={fitParams.length}
          type="number"
          inputMode="decimal"
          min={6}
          max={60}
          step={0.5}
          required
          defaultValue={text(boat?.length)}
        />
      </label>
      <label>
        Dry weight (lb)
        <input
          name={fitParams.dryWeight}
          type="number"
          inputMode="numeric"
          min={50}
          max={30000}
          required
          defaultValue={text(boat?.dryWeight)}
        />
      </label>
      <label>
        Engine weight (lb)
        <input
          name={fitParams.engineWeight}
          type="number"
          inputMode="numeric"
          min={0}
          max={3000}
          defaultValue={text(boat?.engineWeight)}
        />
      </label>
      <label>
        or a typical outboard
        <select name={fitParams.outboard} defaultValue={boat?.outboard ?? ''}>
          <option value="">Choose…</option>
          {Object.entries(typicalOutboards).map(([value, outboard]) => (
            <option key={value} value={value}>
              {outboard.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Fuel capacity (gal)
        <input
          name={fitParams.fuelGallons}
          type="number"
          inputMode="decimal"
          min={0}
          max={500}
          defaultValue={text(boat?.fuelGallons)}
        />
      </label>
      <label>
        Fuel
        <select name={fitParams.fuelType} defaultValue={boat?.fuelType ?? 'gasoline'}>
          <option value="gasoline">Gasoline</option>
          <option value="diesel">Diesel</option>
        </select>
      </label>
      <label>
        Gear (lb, optional)
        <input
          name={fitParams.gearWeight}
          type="number"
          inputMode="numeric"
          min={0}
          max={5000}
          defaultValue={text(boat?.gearWeight)}
        />
      </label>
      <label>
        Tow rating (lb, optional)
        <input
          name={fitParams.towRating}
          type="number"
          inputMode="numeric"
          min={500}
          max={40000}
          defaultValue={text(boat?.towRating)}
        />
      </label>
      <button type="submit" className="btn btn-primary">
        Check the fit
      </button>
    </form>
  )
}
