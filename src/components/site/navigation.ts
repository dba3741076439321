export type NavLink = { label: string; href: string }

/** The Trailers dropdown, in the spec's order. */
export const trailerLinks: readonly NavLink[] = [
  { label: 'All Trailers', href: '/trailers' },
  { label: 'Aluminum Trailers', href: '/trailers/aluminum' },
  { label: 'Bunk Trailers', href: '/trailers/bunk' },
  { label: 'Commander Line', href: '/trailers/commander' },
  { label: 'Galvanized', href: '/trailers/galvanized' },
  { label: 'Personal Watercraft', href: '/trailers/pwc' },
  { label: 'Pontoon/Tritoon', href: '/trailers/pontoon' },
  { label: 'Roller Trailers', href: '/trailers/roller' },
  { label: 'Skiff & Jon Boat', href: '/trailers/skiff' },
  { label: 'Accessories', href: '/trailers/accessories' },
]

/** Header links after the dropdown. */
export const mainLinks: readonly NavLink[] = [
  { label: 'Inventory', href: '/inventory' },
  { label: 'Tips', href: '/tips' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
]

export const footerLinks: readonly NavLink[] = [
  { label: 'Trailers', href: '/trailers' },
  { label: 'Inventory', href: '/inventory' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  // Beyond the spec's quick links: the lead forms of the other kinds (ADR 0045).
  { label: 'Service', href: '/service' },
  { label: 'Parts', href: '/parts' },
  { label: 'Trade-in', href: '/trade-in' },
]

/** Shown when a page is missing (404). */
export const popularPages: readonly NavLink[] = [
  { label: 'Aluminum Trailers', href: '/trailers/aluminum' },
  { label: 'Bunk Trailers', href: '/trailers/bunk' },
  { label: 'Roller Trailers', href: '/trailers/roller' },
  { label: 'Current Inventory', href: '/inventory' },
  { label: 'Contact Us', href: '/contact' },
]
