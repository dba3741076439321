import { StaticImage } from '@/components/ui/StaticImage'

import type { Accessory } from '@/payload-types'

import styles from './AccessoryGrid.module.css'

export function AccessoryGrid({ accessories }: { accessories: Accessory[] }) {
  return (
    <section className="section" aria-labelledby="accessories-heading">
      <div className="container">
        <h2 id="accessories-heading">Available Accessories</h2>
        <ul className={styles.grid}>
          {accessories.map((accessory) => (
            <li key={accessory.id} className={styles.card}>
              <div className={styles.media}>
                <StaticImage
                  src={accessory.image}
                  alt=""
                  fill
                  sizes="(min-width: 1100px) 270px, (min-width: 640px) 45vw, 100vw"
                  className={styles.image}
                />
              </div>
              <div className={styles.body}>
                <p className={styles.category}>{accessory.category}</p>
                <h3 className={styles.title}>{accessory.title}</h3>
                <p className={styles.description}>{accessory.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
