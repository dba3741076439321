'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

import { TrailerImage } from '@/components/inventory/TrailerImage.client'
import { telHref } from '@/lib/contact-format'
import card from '@/components/ui/Card.module.css'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { WholePrice } from '@/components/inventory/WholePrice'
import { formatNumber } from '@/lib/inventory/format'
import { statusBadge } from '@/lib/inventory/lifecycle'
import {
  dealerFigures,
  financeInquiryPath,
  paymentDisclosure,
  paymentLine,
  type FinancingTerms,
} from '@/lib/inventory/payment'
import { advertisedPriceCents, type PriceRules } from '@/lib/inventory/price-lines'
import { toCents } from '@/lib/money/cents'
import { placeholderImage } from '@/lib/inventory/image-source'
import { inventoryPath } from '@/lib/inventory/slug'

import styles from '@/components/inventory/InventoryCard.module.css'

type Props = {
  item: InventoryApiItem
  phone: string
  /** Above the fold: load the cover at once instead of lazily. */
  eager: boolean
  onOpenImages: (item: InventoryApiItem, opener: HTMLElement) => void
  terms: FinancingTerms | null
  rules: PriceRules
  compared: boolean
  onCompare: (id: number) => void
}

const cardSizes = '(min-width: 1180px) 370px, (min-width: 700px) 50vw, 100vw'

/** One unit on /inventory (spec doc 2 §2): cover, stock badge, quick specs, price, details. */
export function InventoryCard(props: Props) {
  const { item, phone, eager, onOpenImages, terms, rules, compared, onCompare } = props
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  const name = `Venture ${item.model_name}`
  const listCents = toCents(item.price)
  const priceCents = advertisedPriceCents(listCents, rules)
  const figures = terms && priceCents > 0 ? dealerFigures(priceCents, terms) : null
  const { tire_size: tireSize, brake_type: brakes } = item.specifications
  return (
    <article className={`${card.card} ${styles.card}`}>
      <div className={card.media}>
        {item.image_url ? (
          <button
            type="button"
            className={styles.cover}
            aria-label={`View ${item.image_urls.length} photo(s) of ${name}`}
            onClick={(event) => onOpenImages(item, event.currentTarget)}
          >
            <TrailerImage src={item.image_url} alt={name} fill sizes={cardSizes} preload={eager} />
          </button>
        ) : (
          <TrailerImage
            src={placeholderImage}
            alt=""
            fill
            sizes={cardSizes}
            className={styles.placeholder}
          />
        )}
        {/* An on-order or held unit says so instead of a stock count it may not have yet. */}
        {statusBadge(item) ? (
          <span className={`${styles.badge} ${styles.statusBadge}`}>{statusBadge(item)}</span>
        ) : (
          <span className={styles.badge}>{item.stock_quantity} in stock</span>
        )}
      </div>
      <div className={`${card.body} ${styles.body}`}>
        <h2 className={`${card.title} ${styles.title}`}>
          <Link href={inventoryPath(item)}>{name}</Link>
        </h2>
        <dl className={styles.quick}>
          <div>
            <dt>Material</dt>
            <dd>{item.material}</dd>
          </div>
          <div>
            <dt>Boat Length</dt>
            <dd>{item.boat_length || 'N/A'}</dd>
          </div>
          <div>
            <dt>Trailer Length</dt>
            <dd>{formatNumber(item.length_feet)} ft</dd>
          </div>
          <div>
            <dt>Capacity</dt>
            <dd>{formatNumber(item.capacity_pounds)} lbs</dd>
          </div>
        </dl>
        {item.notes && <p className={styles.notes}>{item.notes}</p>}
        <WholePrice
          priceCents={listCents}
          rules={rules}
          className={styles.price}
          noteClassName={styles.priceNote}
        />
        {figures && (
          <p className={styles.payment}>
            <a href={financeInquiryPath(item.id, figures)}>
              {paymentLine(priceCents, figures)}
              <span className="visually-hidden">: ask about financing the {name}</span>
            </a>
            <small>{paymentDisclosure(figures)}</small>
          </p>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
        <div id={detailsId} hidden={!expanded} className={styles.details}>
          <p>{item.description}</p>
          <dl className={styles.quick}>
            <div>
              <dt>Beam Width</dt>
              <dd>{formatNumber(item.beam_width_inches)} inches</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{item.type}</dd>
            </div>
            <div>
              <dt>Axle</dt>
              <dd>{item.axle_configuration}</dd>
            </div>
            {tireSize && (
              <div>
                <dt>Tire Size</dt>
                <dd>{tireSize}</dd>
              </div>
            )}
            {brakes && (
              <div>
                <dt>Brakes</dt>
                <dd>{brakes}</dd>
              </div>
            )}
          </dl>
          {item.features.length > 0 && (
            <>
              <h3 className={styles.featuresTitle}>Features</h3>
              <ul className={styles.features}>
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <label className={styles.compare}>
          <input type="checkbox" checked={compared} onChange={() => onCompare(item.id)} />
          Compare<span className="visually-hidden"> {name}</span>
        </label>
        <div className={styles.actions}>
          <a className="btn btn-primary" href={telHref(phone)}>
            Call Us
          </a>
          <Link className="btn btn-outline" href={inventoryPath(item)}>
            View Details<span className="visually-hidden">: {name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
