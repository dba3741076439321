import { formatCityLine, formatHours, telHref } from '@/lib/contact-format'
import type { SiteSetting } from '@/payload-types'

import styles from './ContactDetails.module.css'

/** Address, phone, e-mail and business hours from the site settings. */
export function ContactDetails({
  settings,
  headingLevel = 'h3',
}: {
  settings: SiteSetting
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <div className={styles.details}>
      <div>
        <Heading>Visit Us</Heading>
        <address>
          {settings.address.street}
          <br />
          {formatCityLine(settings.address)}
        </address>
      </div>
      <div>
        <Heading>Call or Email</Heading>
        <p>
          <a href={telHref(settings.phone)}>{settings.phone}</a>
          <br />
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </p>
      </div>
      <div>
        <Heading>Business Hours</Heading>
        <ul>
          {(settings.hours ?? []).map((row) => (
            <li key={row.id ?? row.days}>{formatHours(row)}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
