import Link from 'next/link'

import { FitCheck } from '@/components/fit/FitCheck'
import { TrailerFinder } from '@/components/finder/TrailerFinder.client'
import { noFilter } from '@/lib/inventory/filters'
import { CategoryCards } from '@/components/site/CategoryCards'
import { pageMetadata } from '@/server/content/metadata'
import { getCatalogueCards } from '@/server/content/catalogue-cards'

import styles from './trailers.module.css'

export const metadata = pageMetadata({
  title:
    'Boat Trailers | Aluminum, Galvanized, Bunk, Roller & Pontoon | Venture Trailers Edgewater',
  description:
    'Browse every Venture boat trailer style: aluminum and galvanized bunk and roller trailers, pontoon and tritoon, PWC, skiff and jon boat, the Commander line and accessories. Made in the USA.',
  path: '/trailers',
  keywords: [
    'boat trailers for sale',
    'aluminum boat trailer',
    'galvanized boat trailer',
    'bunk trailer',
    'roller trailer',
    'pontoon trailer',
    'Edgewater MD',
  ],
})

export default async function TrailersPage() {
  const cards = await getCatalogueCards()
  return (
    <>
      <header className="container page-header">
        <h1>Boat Trailers</h1>
        <p>
          USA-made Venture trailers in marine-grade aluminum and hot-dip galvanized steel, for
          everything from a 12-foot jon boat to a triple-axle offshore rig.
        </p>
      </header>
      <section className="container" aria-label="Trailer categories">
        <CategoryCards cards={cards} headingLevel="h2" aboveTheFold />
      </section>
      <section className="container section" aria-labelledby="trailers-cta">
        <div className={styles.cta}>
          <h2 id="trailers-cta">Not sure which trailer fits your boat?</h2>
          <p>
            Tell us your boat&apos;s make, length and weight and we&apos;ll size the trailer for
            you.
          </p>
          <div className={styles.actions}>
            <Link href="/contact" className="btn btn-primary">
              Get Quote Today
            </Link>
            <Link href="/tips" className="btn btn-ghost">
              View Trailer Tips
            </Link>
          </div>
        </div>
      </section>
      <section className="container" aria-label="Trailer finder">
        <TrailerFinder />
        <FitCheck filter={noFilter} />
      </section>
    </>
  )
}
