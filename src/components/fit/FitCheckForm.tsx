import {
  fitFigures,
  fitParams,
  typicalOutboards,
  type FitBoat,
  type FitFigure,
} from '@/lib/fit/boat'

import styles from './Fit.module.css'

type Props = {
  /** Where the form goes: the page it is on, so the result is that page's own address. */
  action: string
  boat: FitBoat | null
  /** Other parameters of the page's address the check keeps (the list's filters). */
  keep?: Record<string, string>
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value))

/* One figure's input, its range the one the server holds it to (fitFigures). */
function FigureField({
  label,
  figure,
  boat,
  step,
  required,
}: {
  label: string
  figure: FitFigure
  boat: FitBoat | null
  step?: number
  required?: boolean
}) {
  const { min, max, whole } = fitFigures[figure]
  return (
    <label>
      {label}
      <input
        name={fitParams[figure]}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        required={required}
        defaultValue={text(boat?.[figure])}
      />
    </label>
  )
}

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
      <FigureField label="Boat length (ft)" figure="length" boat={boat} step={0.5} required />
      <FigureField label="Dry weight (lb)" figure="dryWeight" boat={boat} required />
      <FigureField label="Engine weight (lb)" figure="engineWeight" boat={boat} />
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
      <FigureField label="Fuel capacity (gal)" figure="fuelGallons" boat={boat} />
      <label>
        Fuel
        <select name={fitParams.fuelType} defaultValue={boat?.fuelType ?? 'gasoline'}>
          <option value="gasoline">Gasoline</option>
          <option value="diesel">Diesel</option>
        </select>
      </label>
      <FigureField label="Gear (lb, optional)" figure="gearWeight" boat={boat} />
      <FigureField label="Tow rating (lb, optional)" figure="towRating" boat={boat} />
      <button type="submit" className="btn btn-primary">
        Check the fit
      </button>
    </form>
  )
}
