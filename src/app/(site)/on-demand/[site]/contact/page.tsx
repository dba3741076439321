import { TextMeOffer } from '@/components/forms/TextMeOffer'
import { QuoteForm } from '@/components/leads/QuoteForm.client'
import { ContactSection } from '@/components/site/ContactSection'
import { DealerJsonLd } from '@/components/site/DealerJsonLd'
import { pageMetadata } from '@/server/content/metadata'
import { getSiteSettings } from '@/server/content/site'

export const metadata = pageMetadata({
  title: 'Contact Us & Request a Quote | Venture Trailers Edgewater, MD',
  description:
    'Ask for a boat trailer quote, check availability or book service. Call, e-mail or visit Venture Trailers Edgewater in Edgewater, Maryland.',
  path: '/contact',
  keywords: [
    'boat trailer quote',
    'contact Venture Trailers Edgewater',
    'boat trailer dealer Edgewater MD',
  ],
})

export default async function ContactPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <DealerJsonLd settings={settings} />
      <ContactSection
        settings={settings}
        headingLevel="h1"
        title="Contact Us"
        lead="Questions about a trailer, a quote for your boat or a service appointment: call, e-mail, stop by, or send the form and we'll get back to you within one business day."
        form={<QuoteForm trailerFromAddress textMe={<TextMeOffer />} />}
      />
    </>
  )
}
