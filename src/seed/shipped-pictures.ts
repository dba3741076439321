import { accessories } from '@/seed/catalogue/accessories'
import { cataloguePages } from '@/seed/catalogue/pages'
import { homeSeed } from '@/seed/site'

/** Every site path of a picture or clip the content ships with (under public/). */
export const shippedPicturePaths = (): string[] => [
  ...new Set([
    ...cataloguePages.flatMap((page) => [page.card.image, page.hero.image]),
    ...accessories.map((item) => item.image),
    ...homeSeed.hero.videos.flatMap((clip) => [clip.poster, clip.mp4, clip.webm]),
  ]),
]
