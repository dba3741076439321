import { TrailerFinder } from '@/components/finder/TrailerFinder.client'
import { pageMetadata } from '@/server/content/metadata'

export const metadata = pageMetadata({
  title: 'Trailer Finder | Find the Right Venture Boat Trailer | Venture Trailers Edgewater',
  description:
    'Answer three quick questions about your boat, how you load it and where you launch, and get the Venture trailer that fits.',
  path: '/trailers/venture',
  keywords: ['boat trailer finder', 'which boat trailer', 'Venture trailer', 'trailer selector'],
})

/** Holds only the finder, as the spec says. */
export default function VenturePage() {
  return (
    <div className="container section">
      <TrailerFinder headingLevel="h1" />
    </div>
  )
}
