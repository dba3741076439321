import styles from './InventoryPanel.module.css'

export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className={styles.banner} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.bannerClose} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss error</span>
      </button>
    </div>
  )
}
