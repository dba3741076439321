import type { ReactNode } from 'react'

import { ContactDetails } from '@/components/site/ContactDetails'
import type { SiteSetting } from '@/payload-types'

import styles from './ContactSection.module.css'

/** Contact details beside the quote form (home and /contact). */
export function ContactSection({
  settings,
  form,
  headingLevel = 'h2',
  title,
  lead,
  renderWhenNear = false,
}: {
  settings: SiteSetting
  form: ReactNode
  headingLevel?: 'h1' | 'h2'
  title: string
  lead: string
  /** Below the fold (home): see .render-when-near in globals.css. */
  renderWhenNear?: boolean
}) {
  const Heading = headingLevel
  return (
    <section
      id="contact"
      className={renderWhenNear ? 'section render-when-near' : 'section'}
      aria-labelledby="contact-title"
    >
      <div className="container">
        <Heading
          id="contact-title"
          className={headingLevel === 'h1' ? styles.pageTitle : 'section-heading'}
        >
          {title}
        </Heading>
        <p className="section-lead">{lead}</p>
        <div className={styles.grid}>
          <ContactDetails settings={settings} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
          <div className={styles.form}>{form}</div>
        </div>
      </div>
    </section>
  )
}
