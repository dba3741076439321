import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AccessoryGrid } from '@/components/catalogue/AccessoryGrid'
import { CatalogueHero } from '@/components/catalogue/CatalogueHero'
import { CatalogueSection } from '@/components/catalogue/CatalogueSection'
import { ClosingCta } from '@/components/catalogue/ClosingCta'
import { ExtraList } from '@/components/catalogue/ExtraList'
import { FeatureLists } from '@/components/catalogue/FeatureLists'
import { isCataloguePageSlug } from '@/lib/catalogue/types'
import { mediaAddress } from '@/lib/media/picture'
import { pageMetadata } from '@/server/content/metadata'
import {
  getAccessories,
  getTrailerModelsFor,
  loadCataloguePageForRequest,
} from '@/server/content/catalogue'
import { followIfMoved } from '@/server/content/redirects'

type Props = { params: Promise<{ category: string }> }

// The ten category pages render on their first visit; any other slug is a 404 (pageFor).
export function generateStaticParams() {
  return []
}

async function pageFor(params: Props['params']) {
  const { category } = await params
  return isCataloguePageSlug(category) ? loadCataloguePageForRequest(category) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await pageFor(params)
  if (!found) return {}
  const { page, preview } = found
  const metadata = pageMetadata({
    title: page.meta.title,
    description: page.meta.description,
    keywords: page.meta.keywords,
    image: mediaAddress(page.meta.image),
    path: `/trailers/${page.slug}`,
  })
  // A preview is never indexed.
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

const texts = (rows?: { text: string }[] | null) => (rows ?? []).map((row) => row.text)

export default async function CataloguePage({ params }: Props) {
  const found = await pageFor(params)
  if (!found) {
    await followIfMoved(`/trailers/${(await params).category}`)
    notFound()
  }
  const { page, editor } = found
  const sections = page.sections ?? []
  const [models, accessories] = await Promise.all([
    sections.length > 0 ? getTrailerModelsFor(editor) : [],
    page.slug === 'accessories' ? getAccessories() : [],
  ])
  const extraItems = texts(page.extra?.items)

  return (
    <>
      <CatalogueHero {...page.hero} />
      <FeatureLists
        benefits={texts(page.benefits)}
        standardFeatures={texts(page.standardFeatures)}
        specialFeatures={page.specialFeatures ?? []}
      />
      {(sections.length > 0 || extraItems.length > 0) && (
        <div className="container section">
          {sections.map((section) => (
            <CatalogueSection
              key={section.id ?? section.heading}
              heading={section.heading}
              anchor={section.anchor}
              intro={section.intro}
              tables={section.tables ?? []}
              models={models}
            />
          ))}
          {page.extra?.heading && extraItems.length > 0 && (
            <ExtraList heading={page.extra.heading} items={extraItems} />
          )}
        </div>
      )}
      {accessories.length > 0 && <AccessoryGrid accessories={accessories} />}
      <ClosingCta links={page.closingCta ?? []} />
    </>
  )
}
