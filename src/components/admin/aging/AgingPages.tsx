import styles from './Aging.module.css'

type Props = { page: number; pages: number; href: (page: number) => string }

/* The first, the last and two either side of the current page; gaps between them shown as '…'. */
function pageList(page: number, pages: number): (number | null)[] {
  const wanted = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return wanted.flatMap((n, index) => (index > 0 && n - wanted[index - 1] > 1 ? [null, n] : [n]))
}

/** Plain links to the view's pages (shareable, no JavaScript needed). */
export function AgingPages({ page, pages, href }: Props) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pages} aria-label="Aging pages">
      <p>
        Page {page} of {pages}
      </p>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              Previous
            </a>
          </li>
        )}
        {pageList(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={href(n)} aria-current={n === page ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
