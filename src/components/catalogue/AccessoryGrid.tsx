import card from '@/components/ui/Card.module.css'
import { MediaImage } from '@/components/ui/MediaImage'
import { pictureOf } from '@/lib/media/picture'

import type { Accessory } from '@/payload-types'

import styles from './AccessoryGrid.module.css'

export function AccessoryGrid({ accessories }: { accessories: Accessory[] }) {
  return (
    <section className="section" aria-labelledby="accessories-heading">
      <div className="container">
        <h2 id="accessories-heading">Available Accessories</h2>
        <ul className={`${card.grid} ${styles.grid}`}>
          {accessories.map((accessory) => {
            const picture = pictureOf(accessory.image)
            return (
              <li key={accessory.id} className={`${card.card} ${styles.card}`}>
                <div className={`${card.media} ${styles.media}`}>
                  {picture && (
                    <MediaImage
                      picture={picture}
                      decorative
                      fill
                      sizes="(min-width: 1100px) 270px, (min-width: 640px) 45vw, 100vw"
                      className={card.image}
                    />
                  )}
                </div>
                <div className={card.body}>
                  <p className={styles.category}>{accessory.category}</p>
                  <h3 className={card.title}>{accessory.title}</h3>
                  <p className={styles.description}>{accessory.description}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
