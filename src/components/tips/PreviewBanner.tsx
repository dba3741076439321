import styles from '@/components/tips/PreviewBanner.module.css'

/** Tells an editor that the page shows unpublished content, and how to leave preview. */
export function PreviewBanner({ slug, status }: { slug: string; status?: string | null }) {
  return (
    <div className={styles.banner} role="status">
      <p>
        <strong>Preview</strong>: you are viewing the latest{' '}
        {status === 'published' ? 'version' : 'draft'} of this guide. Visitors see the published
        version.
      </p>
      {/* A plain link: a prefetching <Link> would leave preview before it is clicked. */}
      <a href={`/api/preview/exit?slug=${slug}`}>Exit preview</a>
    </div>
  )
}
