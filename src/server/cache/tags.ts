/*
 * One name per cache tag. Readers tag what they cache with these, and the collection hooks
 * revalidate the same constants: a tag nobody revalidates would be a stale-page bug.
 */
export const cacheTags = {
  inventory: 'inventory',
  categories: 'categories',
  trailerModels: 'trailer-models',
  cataloguePages: 'catalogue-pages',
  accessories: 'accessories',
  tips: 'tips',
  redirects: 'redirects',
  siteSettings: 'site-settings',
  home: 'home',
  financing: 'financing',
  pricing: 'pricing',
  privacy: 'privacy',
  leadKinds: 'lead-kinds',
  // Only the dealer's texting number is read by pages (ADR 0046).
  textingNumber: 'texting-number',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
