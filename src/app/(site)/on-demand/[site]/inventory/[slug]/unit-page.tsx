import type { Metadata } from 'next'
import Link from 'next/link'
import { forbidden, notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { AlertForm } from '@/components/alerts/AlertForm.client'
import { FitCheck } from '@/components/fit/FitCheck'
import { TextMeOffer } from '@/components/forms/TextMeOffer'
import { noFilter } from '@/lib/inventory/filters'
import { OutTheDoorEstimate } from '@/components/inventory/OutTheDoorEstimate'
import { PaymentCalculator } from '@/components/inventory/PaymentCalculator'
import { PaymentEstimate } from '@/components/inventory/PaymentEstimate'
import { ProcessingChargeNote, WholePrice } from '@/components/inventory/WholePrice'
import { SimilarUnits } from '@/components/inventory/SimilarUnits'
import { UnitGallery } from '@/components/inventory/UnitGallery.client'
import { UnitSpecs } from '@/components/inventory/UnitSpecs'
import { QuoteForm } from '@/components/leads/QuoteForm.client'
import { ReserveOffer } from '@/components/reservations/ReserveOffer'
import { mayBeHeld } from '@/lib/reservations/hold'
import { telHref } from '@/lib/contact-format'
import { smsHref } from '@/lib/texting/sms-link'
import { Breadcrumbs } from '@/components/site/Breadcrumbs.client'
import { JsonLd } from '@/components/ui/JsonLd.client'
import { statusBadge } from '@/lib/inventory/lifecycle'
import { dealerFigures, financingTerms } from '@/lib/inventory/payment'
import { readPaymentQuery } from '@/lib/inventory/payment-query'
import { advertisedPriceCents, atAdvertisedPrice } from '@/lib/inventory/price-lines'
import { formatCents, toCents } from '@/lib/money/cents'
import { productJsonLd } from '@/lib/inventory/product-json-ld'
import { inventoryPath, inventorySlug, parseInventorySlug } from '@/lib/inventory/slug'
import { pageMetadata } from '@/server/content/metadata'
import { getUnitPage } from '@/server/inventory/page-reads'
import { followIfMoved } from '@/server/content/redirects'
import {
  getDepositRules,
  getFinancing,
  getPriceRules,
  getSiteSettings,
  getTextingNumber,
} from '@/server/content/site'
import { absoluteUrl } from '@/server/site-url'
import { paymentProvider } from '@/server/payments/provider'
import { getPayloadClient } from '@/server/payload'

import styles from '@/app/(site)/on-demand/[site]/inventory/[slug]/page.module.css'

/*
 * A unit's page, shared by its two addresses: /inventory/[slug], cached, and
 * /inventory/[slug]/payment, where the payment calculator's figures come in the query and the
 * page is rendered per request with their result.
 */
type Query = Record<string, string | string[] | undefined>

const loadUnit = cache(async (slug: string) => {
  const id = parseInventorySlug(slug)
  return id === null ? null : getUnitPage(id, new Date())
})

export async function unitMetadata(slug: string): Promise<Metadata> {
  const page = await loadUnit(slug)
  const item = page?.item
  if (!item) return {}
  const name = `Venture ${item.model_name}`
  const sold = page.state === 'sold'
  const price = formatCents(advertisedPriceCents(toCents(item.price), await getPriceRules()))
  return pageMetadata({
    title: `${name} ${sold ? 'Sold' : 'for Sale'} | Venture Trailers Edgewater`,
    description: (sold
      ? `${name} has been sold. See similar trailers in stock in Edgewater, MD. ${item.description}`
      : `${name}, ${price}, in stock in Edgewater, MD. ${item.description}`
    ).slice(0, 300),
    path: inventoryPath(item),
    image: item.image_url,
    keywords: [name, `${item.material} ${item.type} trailer`, 'boat trailer for sale Maryland'],
  })
}

export async function UnitPage({ slug, paymentQuery }: { slug: string; paymentQuery?: Query }) {
  const page = await loadUnit(slug)
  // No page answers 410 in Next: forbidden() marks a unit gone, server.mjs answers it as 410.
  if (page?.state === 'gone') forbidden()
  const item = page?.item
  if (!item) {
    await followIfMoved(`/inventory/${slug}`)
    notFound()
  }
  if (slug !== inventorySlug(item)) permanentRedirect(inventoryPath(item))
  const sold = page.state === 'sold'
  const [settings, financing, rules, textingNumber, deposit, payload] = await Promise.all([
    getSiteSettings(),
    getFinancing(),
    getPriceRules(),
    getTextingNumber(),
    getDepositRules(),
    getPayloadClient(),
  ])
  const listCents = toCents(item.price)
  const priceCents = advertisedPriceCents(listCents, rules)
  const terms = financingTerms(financing)
  const dealer = terms && dealerFigures(priceCents, terms)
  const name = `Venture ${item.model_name}`
  const url = absoluteUrl(inventoryPath(item))
  const badge = statusBadge(item)
  return (
    <>
      <Breadcrumbs
        siteUrl={absoluteUrl('/')}
        lastLabel={item.model_name}
        path={inventoryPath(item)}
      />
      <article className="section">
        <div className="container">
          <div className={styles.top}>
            <UnitGallery images={item.image_urls} title={name} />
            <div className={styles.summary}>
              {sold && <p className={styles.sold}>Sold</p>}
              {item.category_name && <p className={styles.category}>{item.category_name}</p>}
              <h1 className={styles.title}>{name}</h1>
              {!sold && (
                <>
                  <WholePrice priceCents={listCents} rules={rules} className={styles.price} />
                  <OutTheDoorEstimate priceCents={listCents} rules={rules} />
                  <PaymentEstimate
                    priceCents={priceCents}
                    figures={dealer}
                    unitId={item.id}
                    className={styles.payment}
                  />
                  <p className={badge ? styles.pending : styles.stock}>
                    {badge ?? `${item.stock_quantity} in stock`}
                  </p>
                </>
              )}
              {item.notes && <p className={styles.notes}>{item.notes}</p>}
              <p>{item.description}</p>
              <div className={styles.actions}>
                <a className="btn btn-primary" href={telHref(settings.phone)}>
                  Call Us
                </a>
                {/*
                  A full page load, not a client-side one: the lead desk and the reply read the
                  unit from the form's referrer, this page, which a client-side move would not set.
                */}
                {!sold && (
                  <a
                    className="btn btn-secondary"
                    href={`/contact?trailer=${encodeURIComponent(item.model_name)}`}
                  >
                    Ask about this trailer
                  </a>
                )}
                {!sold && (
                  <a className="btn btn-outline" href={`/finance?unit=${item.id}`}>
                    Ask about financing
                  </a>
                )}
                {!sold && textingNumber && (
                  <a
                    className="btn btn-secondary"
                    href={smsHref(textingNumber, `About ${name} (${url})`)}
                  >
                    Text us about this trailer
                  </a>
                )}
              </div>
            </div>
          </div>
          {page.state === 'listed' &&
            mayBeHeld({ status: item.status, heldUntil: item.on_hold_until }, new Date()) &&
            paymentProvider(payload) && (
              <ReserveOffer path={inventoryPath(item)} priceCents={priceCents} rules={deposit} />
            )}
          {!sold && priceCents > 0 && (
            <PaymentCalculator
              unitId={item.id}
              priceCents={priceCents}
              action={`${inventoryPath(item)}/payment`}
              query={readPaymentQuery(paymentQuery ?? {}, dealer)}
              sent={paymentQuery !== undefined}
            />
          )}
          {!sold && <FitCheck filter={noFilter} />}
          {page.state === 'listed' && item.status !== 'pending_sale' && (
            <AlertForm
              heading="Tell me if the price drops"
              target={{ kind: 'price', unit: item.id, watching: `The price of the ${name}` }}
            />
          )}
          {sold && (
            <section className={styles.block} aria-labelledby="similar">
              <h2 id="similar">Similar trailers for sale</h2>
              <SimilarUnits units={page.similar.map((unit) => atAdvertisedPrice(unit, rules))} />
              <ProcessingChargeNote rules={rules} />
            </section>
          )}
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
          {sold && (
            <section className={styles.block} aria-labelledby="quote">
              <h2 id="quote">Want one like it? Ask for a quote</h2>
              <QuoteForm trailer={item.model_name} textMe={<TextMeOffer />} />
            </section>
          )}
          <p className={styles.block}>
            <Link href="/inventory">← Back to all trailers in stock</Link>
          </p>
        </div>
        <JsonLd
          data={productJsonLd(atAdvertisedPrice(item, rules), {
            url,
            images: item.image_urls.map((src) => absoluteUrl(src)),
            seller: settings.businessName,
          })}
        />
      </article>
    </>
  )
}
