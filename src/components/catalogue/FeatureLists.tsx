import styles from './FeatureLists.module.css'

type Props = {
  benefits: string[]
  standardFeatures: string[]
  specialFeatures: { title: string; text: string }[]
}

export function FeatureLists({ benefits, standardFeatures, specialFeatures }: Props) {
  if (benefits.length + standardFeatures.length + specialFeatures.length === 0) return null
  return (
    <section className="section section-alt">
      <div className={`container ${styles.columns}`}>
        {benefits.length > 0 && <TextList heading="Benefits" items={benefits} />}
        {standardFeatures.length > 0 && (
          <TextList heading="Standard Features" items={standardFeatures} />
        )}
      </div>
      {specialFeatures.length > 0 && (
        <div className="container">
          <h2>Special Features</h2>
          <ul className={styles.cards}>
            {specialFeatures.map((feature) => (
              <li key={feature.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function TextList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h2>{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
