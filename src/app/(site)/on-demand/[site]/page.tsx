import type { Metadata } from 'next'

import { TextMeOffer } from '@/components/forms/TextMeOffer'
import { TrailerFinder } from '@/components/finder/TrailerFinder.client'
import { Hero } from '@/components/home/Hero'
import { heroClips } from '@/components/home/hero-clips'
import { homeCards } from '@/components/home/home-cards'
import { QuoteForm } from '@/components/leads/QuoteForm.client'
import { CategoryCards } from '@/components/site/CategoryCards'
import { ContactSection } from '@/components/site/ContactSection'
import { DealerJsonLd } from '@/components/site/DealerJsonLd'
import { homeTexts } from '@/lib/home/texts'
import { homeMetadata } from '@/server/content/home-metadata'
import { getCatalogueCards } from '@/server/content/catalogue-cards'
import { getSiteSettings, loadHomeForRequest } from '@/server/content/site'

export async function generateMetadata(): Promise<Metadata> {
  const { home, preview } = await loadHomeForRequest()
  const metadata = homeMetadata(home.meta)
  // A preview is never indexed.
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export default async function HomePage() {
  const [{ home }, settings, cards] = await Promise.all([
    loadHomeForRequest(),
    getSiteSettings(),
    getCatalogueCards(),
  ])
  return (
    <>
      <DealerJsonLd settings={settings} />
      <Hero
        headline={home.hero.headline}
        subheadline={home.hero.subheadline}
        buttons={home.hero.buttons}
        clips={heroClips(home.hero.videos)}
        phone={settings.phone}
      />
      <section className="section" aria-labelledby="collection-title">
        <div className="container">
          <h2 id="collection-title" className="section-heading">
            {home.collectionHeading}
          </h2>
          {home.collectionText && <p className="section-lead">{home.collectionText}</p>}
          <CategoryCards cards={homeCards(cards)} />
        </div>
      </section>
      <section
        id="trailer-finder"
        className="section section-alt render-when-near"
        aria-label="Trailer finder"
      >
        <div className="container">
          <TrailerFinder />
        </div>
      </section>
      <ContactSection
        settings={settings}
        title={home.contactHeading || homeTexts.contactHeading}
        lead={home.contactText || homeTexts.contactText}
        form={<QuoteForm textMe={<TextMeOffer />} />}
        renderWhenNear
      />
    </>
  )
}
