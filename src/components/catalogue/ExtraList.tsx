import styles from './ExtraList.module.css'

/* A page's closing list, such as the craft a PWC trailer carries. */
export function ExtraList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <section className={styles.extra}>
      <h2>{heading}</h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
