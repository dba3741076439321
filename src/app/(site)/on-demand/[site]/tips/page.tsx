import Link from 'next/link'

import { TipCard } from '@/components/tips/TipCard'
import { pageMetadata } from '@/server/content/metadata'
import { getTipCards } from '@/server/content/tips'

import styles from '@/app/(site)/on-demand/[site]/tips/page.module.css'

export const metadata = pageMetadata({
  title: 'Boat Trailer Tips & Guides | Venture Trailers Edgewater',
  description:
    'Expert boat trailer maintenance guides from Edgewater, MD: tire pressure, wheel bearings, brakes, lights, tongue weight, saltwater care, winterizing and more.',
  path: '/tips',
  keywords: [
    'boat trailer tips',
    'boat trailer maintenance',
    'trailer maintenance guides',
    'boat trailer advice Maryland',
  ],
})

export default async function TipsPage() {
  const tips = await getTipCards()
  return (
    <>
      <section className={styles.intro}>
        <div className="container">
          <h1>Boat Trailer Tips &amp; Guides</h1>
          <p>
            Practical maintenance and towing advice from our Edgewater, MD trailer technicians,
            written for boaters on the Chesapeake Bay and beyond.
          </p>
        </div>
      </section>
      <section className="section">
        <ul className={`container ${styles.grid}`} aria-label="Guides">
          {tips.map((tip) => (
            <li key={tip.slug}>
              <TipCard tip={tip} />
            </li>
          ))}
        </ul>
      </section>
      <section className={`section section-alt ${styles.help}`}>
        <div className="container">
          <h2>Need Help With Your Trailer?</h2>
          <p>
            Our service team inspects, repairs and upgrades boat trailers of every make, from
            bearings and brakes to lights and bunks.
          </p>
          <Link className="btn btn-primary" href="/contact">
            Get Expert Help
          </Link>
        </div>
      </section>
    </>
  )
}
