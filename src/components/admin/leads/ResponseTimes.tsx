import type { PersonResponseStats } from '@/lib/leads/response-stats'
import { quickResponseMinutes } from '@/lib/leads/response-stats'
import { formatMinutes } from '@/lib/leads/time'

import styles from './Leads.module.css'

type Props = { rows: PersonResponseStats[]; targetMinutes: number }

const percent = (share: number) => `${Math.round(share * 100)}%`

/**
 * Who answers how fast, per owner over the last 30 days (src/lib/leads/response-stats.ts). A
 * focusable scroll region, so a narrow screen scrolls the table rather than the page.
 */
export function ResponseTimes({ rows, targetMinutes }: Props) {
  if (rows.length === 0) return null
  const target = formatMinutes(targetMinutes)
  return (
    <div
      className={styles.responseTimes}
      role="region"
      aria-labelledby="response-times-caption"
      tabIndex={0}
    >
      <table>
        <caption id="response-times-caption">
          Response times by person, last 30 days (business hours; the automatic e-mail and text
          replies are not responses)
        </caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Leads</th>
            <th scope="col">Median first response</th>
            <th scope="col">Within {quickResponseMinutes} min</th>
            <th scope="col">Within {target}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.person.id}>
              <th scope="row">{row.person.name}</th>
              <td>{row.leads}</td>
              <td>
                {row.medianBusinessMinutes === null
                  ? 'none yet'
                  : formatMinutes(row.medianBusinessMinutes)}
              </td>
              <td>{percent(row.within15Share)}</td>
              <td>{percent(row.withinTargetShare)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
