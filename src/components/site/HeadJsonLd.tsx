import { JsonLd } from '@/components/ui/JsonLd'
import { breadcrumbJsonLd, buildBreadcrumbs } from '@/lib/breadcrumbs/build'
import { faqPageJsonLd } from '@/lib/tips/faq-json-ld'
import { loadTipForRequest } from '@/server/queries/tips'
import { absoluteUrl } from '@/server/site-url'

/**
 * The structured data spec doc 1 places in the page head: the breadcrumb list of every page but
 * home and, on a guide with questions, its FAQ. Rendered by the layout's @head slot, so it is in
 * <head> in the server HTML and is replaced with the page on client navigation.
 */
export async function HeadJsonLd({ path, tipSlug }: { path: string; tipSlug?: string }) {
  const crumbs = buildBreadcrumbs(path)
  const faq = tipSlug ? ((await loadTipForRequest(tipSlug))?.tip.faq ?? []) : []
  return (
    <>
      {crumbs.length > 0 && <JsonLd data={breadcrumbJsonLd(crumbs, absoluteUrl('/'))} />}
      {faq.length > 0 && <JsonLd data={faqPageJsonLd(faq)} />}
    </>
  )
}
