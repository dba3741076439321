'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { buildBreadcrumbs } from '@/lib/breadcrumbs/build'

import styles from './Breadcrumbs.module.css'

/*
 * Lives in the layout, which never learns the path on the server; usePathname is known while a
 * page is rendered, so the trail is still in the server HTML. Its structured data is rendered in
 * <head> by the head slot (src/app/(site)/@head), which does learn the path.
 */
export function Breadcrumbs() {
  const crumbs = buildBreadcrumbs(usePathname() ?? '/')
  if (crumbs.length === 0) return null
  const last = crumbs.length - 1
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className="container">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === last ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.path}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
