import { RefreshOnSave } from '@/components/site/RefreshOnSave.client'

import styles from '@/components/site/PreviewBanner.module.css'

/*
 * At the top of every public page while this browser is in preview (issue 52 item 6): what it
 * means and the way out, wherever the editor has wandered since the preview opened.
 */
export function PreviewBanner() {
  return (
    <div className={`container ${styles.banner}`} role="status">
      <p>
        <strong>Preview</strong>: pages show the latest saved drafts. Visitors see only what is
        published.
      </p>
      {/* A plain link: a prefetching <Link> would leave preview before it is clicked. */}
      <a href="/api/preview/exit">Exit preview</a>
      <RefreshOnSave />
    </div>
  )
}
