import Link from 'next/link'

import { dealerTimeZone } from '@/lib/leads/business-hours'
import { leadKindFields, contactFields, otherCollected } from '@/lib/privacy/collected'
import { privacyNoticeDefaults } from '@/lib/privacy/notice'
import { retentionLines, retentionRules } from '@/lib/privacy/retention'
import { ContactDetails } from '@/components/site/ContactDetails'
import { pageMetadata } from '@/server/content/metadata'
import { getPrivacy, getSiteSettings } from '@/server/content/site'
import { env } from '@/server/env'

import styles from './privacy.module.css'

export const metadata = pageMetadata({
  title: 'Privacy Notice | Venture Trailers Edgewater',
  description:
    'What Venture Trailers Edgewater keeps about you when you use this site, why, for how long, who receives it, and how to get a copy, correct it or have it deleted.',
  path: '/privacy',
  keywords: ['privacy notice', 'Venture Trailers Edgewater'],
})

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: dealerTimeZone })

const list = (fields: Record<string, string>) => Object.values(fields).join('; ')

/*
 * The privacy notice (issue 55, ADR 0064). Editors write its opening and the rights paragraph in
 * the CMS (_Privacy_); what is collected comes from the forms' own field lists
 * (src/lib/privacy/collected.ts, held to the schemas by a test) and how long from the settings
 * the daily retention job applies, so the notice cannot drift from what the site does.
 */
export default async function PrivacyPage() {
  const [privacy, settings] = await Promise.all([getPrivacy(), getSiteSettings()])
  const { TWILIO_ACCOUNT_SID, STRIPE_SECRET_KEY, NEXT_PUBLIC_GA_MEASUREMENT_ID: ga } = env()
  const forms = [
    { form: 'Every request form', why: 'to answer you', fields: contactFields },
    ...Object.values(leadKindFields),
    ...otherCollected,
  ]
  return (
    <>
      <header className="container page-header">
        <h1>Privacy notice</h1>
        <p>{privacy.intro ?? privacyNoticeDefaults.intro}</p>
        <p className={styles.changed}>
          Last changed {day.format(new Date(privacy.updatedAt ?? privacyNoticeDefaults.changedOn))}.
        </p>
      </header>
      <div className={`container ${styles.notice}`}>
        <section aria-labelledby="collected">
          <h2 id="collected">What we collect and why</h2>
          <dl className={styles.table}>
            {forms.map((entry) => (
              <div key={entry.form}>
                <dt>{entry.form}</dt>
                <dd>
                  {list(entry.fields)}. Why: {entry.why}.
                </dd>
              </div>
            ))}
          </dl>
          <p>
            {ga
              ? 'To see which pages are read, this site uses Google Analytics, which sets its own cookies; it is not started when your browser sends Global Privacy Control. Nothing else is loaded from another company.'
              : 'This site sets no advertising or tracking cookies and loads nothing from another company.'}
          </p>
        </section>
        <section aria-labelledby="receive">
          <h2 id="receive">Who receives it</h2>
          <ul>
            <li>{settings.businessName}: the staff who answer you.</li>
            <li>The e-mail service that delivers our e-mails to you and to our staff.</li>
            {TWILIO_ACCOUNT_SID && (
              <li>Twilio, which carries our texts, when you ask for texts.</li>
            )}
            {STRIPE_SECRET_KEY && (
              <li>
                Stripe, which takes a deposit when you reserve a trailer; it keeps your card
                details.
              </li>
            )}
          </ul>
          <p>We never sell what you tell us.</p>
        </section>
        <section aria-labelledby="kept">
          <h2 id="kept">How long we keep it</h2>
          <dl className={styles.table}>
            {retentionLines(retentionRules(privacy)).map((line) => (
              <div key={line.what}>
                <dt>{line.what}</dt>
                <dd>{line.kept}.</dd>
              </div>
            ))}
          </dl>
          <p>The site removes what is past its time every day by itself.</p>
        </section>
        <section aria-labelledby="rights">
          <h2 id="rights">Your rights</h2>
          <p>{privacy.rights ?? privacyNoticeDefaults.rights}</p>
          <p>
            <Link className="btn btn-primary" href="/privacy/request">
              Ask about your data
            </Link>
          </p>
          <ContactDetails settings={settings} />
        </section>
      </div>
    </>
  )
}
