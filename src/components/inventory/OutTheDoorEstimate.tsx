import { formatCents } from '@/lib/money/cents'
import { outTheDoor, type PriceRules } from '@/lib/inventory/price-lines'

import styles from '@/components/inventory/OutTheDoorEstimate.module.css'

type Props = { priceCents: number; rules: PriceRules }

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** What the unit costs on the road, line by line; a <details>, so it opens without JavaScript. */
export function OutTheDoorEstimate({ priceCents, rules }: Props) {
  // Nothing until staff have set the rates (a database from before the setting holds none).
  const setOn = rules.ratesSetOn
  if (priceCents <= 0 || !setOn) return null
  const { lines, totalCents } = outTheDoor(priceCents, rules)
  return (
    <details className={styles.estimate}>
      <summary>Out-the-door estimate</summary>
      <table className={styles.lines}>
        <caption className="visually-hidden">Out-the-door estimate, line by line</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{formatCents(line.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Estimated total</th>
            <td>{formatCents(totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>
        Tax rate and fees as set on {day.format(new Date(setOn))}. An estimate: your buyer’s order
        states the final figures.
      </p>
    </details>
  )
}
