import type { CategoryCard } from '@/components/site/CategoryCards'

type CatalogueCard = CategoryCard & {
  order: number
  onHome?: boolean | null
  homeTitle?: string | null
  homeOrder?: number | null
}

/** The home page's cards: those marked for home, in the home order (else the overview order). */
export function homeCards(cards: CatalogueCard[]): CategoryCard[] {
  return cards
    .filter((card) => card.onHome)
    .sort((a, b) => (a.homeOrder ?? a.order) - (b.homeOrder ?? b.order))
    .map(({ slug, homeTitle, title, description, image, href }) => ({
      slug,
      title: homeTitle || title,
      description,
      image,
      href,
    }))
}
