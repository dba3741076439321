import type { FinderAnswers } from '@/lib/finder/options'

type Rule = { when: (answers: FinderAnswers) => boolean; href: string }

/* The spec's nine rules, evaluated top to bottom; the first match wins. */
const rules: readonly Rule[] = [
  { when: (a) => a.boatType === 'pontoon', href: '/trailers/pontoon#pontoon-trailers' },
  { when: (a) => a.boatType === 'pwc', href: '/trailers/pwc#pwc-trailers' },
  { when: (a) => a.boatType === 'skiff', href: '/trailers/skiff#skiff-trailers' },
  {
    when: (a) => a.waterType === 'saltwater' && a.loadingPreference === 'roller',
    href: '/trailers/roller#roller-trailers',
  },
  {
    when: (a) => a.waterType === 'saltwater' && a.loadingPreference === 'bunk',
    href: '/trailers/bunk',
  },
  {
    when: (a) =>
      a.waterType === 'freshwater' &&
      (a.boatType === 'bowrider' || a.boatType === 'fishing') &&
      a.loadingPreference === 'bunk',
    href: '/trailers/aluminum',
  },
  {
    when: (a) => a.waterType === 'freshwater' && a.loadingPreference === 'roller',
    href: '/trailers/roller#roller-trailers',
  },
  { when: (a) => a.waterType === 'freshwater', href: '/trailers/bunk' },
  { when: (a) => a.loadingPreference === 'roller', href: '/trailers/roller#roller-trailers' },
  { when: (a) => a.loadingPreference === 'bunk', href: '/trailers/bunk' },
]

/** The page the finder recommends for a set of answers. */
export function recommendTrailer(answers: FinderAnswers): string {
  return rules.find((rule) => rule.when(answers))?.href ?? '/trailers'
}
