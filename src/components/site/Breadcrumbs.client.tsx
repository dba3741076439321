'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { JsonLd } from '@/components/ui/JsonLd.client'
import { breadcrumbJsonLd, buildBreadcrumbs, isUnitPagePath } from '@/lib/breadcrumbs/build'
import { shownPathname } from '@/lib/inventory/list-routes'

import styles from './Breadcrumbs.module.css'

/*
 * Lives in the layout, which never learns the path on the server; usePathname is known while a
 * page is prerendered, so the trail is still in the static HTML. The JSON-LD follows the path:
 * replaced on navigation, gone on home. A unit's page draws its own, named after the unit
 * (`lastLabel`); the layout's draws none there.
 */
type Props = {
  siteUrl: string
  lastLabel?: string
  /** The trail's page when it is not the address: a unit's payment page shows the unit's. */
  path?: string
}

export function Breadcrumbs({ siteUrl, lastLabel, path }: Props) {
  const current = shownPathname(usePathname() ?? '/')
  const pathname = path ?? current
  const crumbs = buildBreadcrumbs(pathname, lastLabel)
  if (crumbs.length === 0 || (lastLabel === undefined && isUnitPagePath(pathname))) return null
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
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
    </nav>
  )
}
