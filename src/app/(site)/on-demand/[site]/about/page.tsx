import Link from 'next/link'

import { ContactDetails } from '@/components/site/ContactDetails'
import { pageMetadata } from '@/server/content/metadata'
import { getSiteSettings } from '@/server/content/site'

import styles from './about.module.css'

export const metadata = pageMetadata({
  title: 'About Us | Venture Boat Trailer Dealer in Edgewater, MD',
  description:
    'Venture Trailers Edgewater sells, builds, services and equips USA-made aluminum and galvanized boat trailers for boaters across Maryland, Virginia and the Chesapeake Bay.',
  path: '/about',
  keywords: [
    'about Venture Trailers Edgewater',
    'boat trailer dealer Maryland',
    'trailer repair Edgewater',
  ],
})

const services = [
  {
    title: 'New Trailer Sales',
    text: 'The full Venture line in aluminum and hot-dip galvanized steel: bunk, roller, pontoon, tritoon, PWC, skiff and the Commander series.',
  },
  {
    title: 'Custom Builds',
    text: 'Bunk spacing, tongue length, brakes, wheels and lighting set up around your hull, not the other way round.',
  },
  {
    title: 'Maintenance & Repair',
    text: 'Bearing repacks, brake service, lighting and wiring fixes, bunk and roller replacement and pre-season inspections.',
  },
  {
    title: 'Parts & Accessories',
    text: 'Jacks, winches, spare tires and brackets, LED lights, guides and stainless hardware, fitted while you wait.',
  },
  {
    title: 'Expert Advice',
    text: 'Straight answers on capacity, axles, brakes and towing, from people who launch on the Bay every week.',
  },
]

export default async function AboutPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <header className="container page-header">
        <h1>About {settings.businessName}</h1>
        <p>{settings.blurb}</p>
      </header>
      <div className={`container ${styles.layout}`}>
        <div className={styles.story}>
          <h2>Built for Chesapeake boaters</h2>
          <p>
            We are a family-run trailer shop in Edgewater, a short drive from the ramps of the South
            and Rhode Rivers. Our customers fish the Bay, pull pontoons to the lakes of western
            Maryland and tow skiffs down to the Virginia tidewater, and we sell the trailers we
            would trust with our own boats.
          </p>
          <p>
            Every Venture trailer is made in the USA, in marine-grade aluminum or hot-dip galvanized
            steel that stands up to salt and brackish water. We help you pick the right capacity,
            axle count and bunk or roller setup, then keep it rolling with service and parts for
            years to come.
          </p>
          <h2>What we do</h2>
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service.title}>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.actions}>
            <Link href="/trailers" className="btn btn-primary">
              Browse Trailers
            </Link>
            <Link href="/contact" className="btn btn-outline">
              Contact Us
            </Link>
          </p>
        </div>
        <aside aria-label="Visit or call us">
          <ContactDetails settings={settings} />
        </aside>
      </div>
    </>
  )
}
