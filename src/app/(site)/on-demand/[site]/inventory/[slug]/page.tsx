import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { UnitGallery } from '@/components/inventory/UnitGallery.client'
import { UnitSpecs } from '@/components/inventory/UnitSpecs'
import { telHref } from '@/components/site/contact-format'
import { JsonLd } from '@/components/ui/JsonLd.client'
import { formatPrice } from '@/lib/inventory/format'
import { productJsonLd } from '@/lib/inventory/product-json-ld'
import { inventoryPath, inventorySlug, parseInventorySlug } from '@/lib/inventory/slug'
import { pageMetadata } from '@/server/metadata'
import { getPublicInventoryItem } from '@/server/queries/inventory'
import { getSiteSettings } from '@/server/queries/site'
import { absoluteUrl } from '@/server/site-url'

import styles from '@/app/(site)/on-demand/[site]/inventory/[slug]/page.module.css'

type Props = { params: Promise<{ slug: string }> }

/*
 * A unit's page renders on its first visit and is cached. The inventory tag purges them on every
 * change, so a unit sold out, hidden or deleted answers 404 from then on.
 */
export function generateStaticParams() {
  return []
}

const loadUnit = cache(async (slug: string) => {
  const id = parseInventorySlug(slug)
  return id === null ? null : getPublicInventoryItem(id)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadUnit((await params).slug)
  if (!item) return {}
  const name = `Venture ${item.model_name}`
  return pageMetadata({
    title: `${name} for Sale | Venture Trailers Edgewater`,
    description:
      `${name}, ${formatPrice(item.price)}, in stock in Edgewater, MD. ${item.description}`.slice(
        0,
        300,
      ),
    path: inventoryPath(item),
    image: item.image_url,
    keywords: [name, `${item.material} ${item.type} trailer`, 'boat trailer for sale Maryland'],
  })
}

export default async function InventoryUnitPage({ params }: Props) {
  const { slug } = await params
  const item = await loadUnit(slug)
  if (!item) notFound()
  if (slug !== inventorySlug(item)) permanentRedirect(inventoryPath(item))
  const settings = await getSiteSettings()
  const name = `Venture ${item.model_name}`
  const url = absoluteUrl(inventoryPath(item))
  return (
    <article className="section">
      <div className="container">
        <div className={styles.top}>
          <UnitGallery images={item.image_urls} title={name} />
          <div className={styles.summary}>
            {item.category_name && <p className={styles.category}>{item.category_name}</p>}
            <h1 className={styles.title}>{name}</h1>
            <p className={styles.price}>{formatPrice(item.price)}</p>
            <p className={styles.stock}>{item.stock_quantity} in stock</p>
            {item.notes && <p className={styles.notes}>{item.notes}</p>}
            <p>{item.description}</p>
            <div className={styles.actions}>
              <a className="btn btn-primary" href={telHref(settings.phone)}>
                Call Us
              </a>
              <Link
                className="btn btn-secondary"
                href={`/contact?trailer=${encodeURIComponent(item.model_name)}`}
              >
                Ask about this trailer
              </Link>
            </div>
          </div>
        </div>
        <section className={styles.block} aria-labelledby="specifications">
          <h2 id="specifications">Specifications</h2>
          <UnitSpecs item={item} />
        </section>
        {item.features.length > 0 && (
          <section className={styles.block} aria-labelledby="features">
            <h2 id="features">Features</h2>
            <ul className={styles.features}>
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.block}>
          <Link href="/inventory">← Back to all trailers in stock</Link>
        </p>
      </div>
      <JsonLd
        data={productJsonLd(item, {
          url,
          images: item.image_urls.map((src) => absoluteUrl(src)),
          seller: settings.businessName,
        })}
      />
    </article>
  )
}
