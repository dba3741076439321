/*
 * The call to action under a guide that has none of its own: Site settings' default, seeded and
 * preset from these words, then the editors'.
 */
export const defaultTipCta = {
  heading: 'Need a hand with your trailer?',
  text: 'Our Edgewater, MD team services, fits and sells boat trailers every day.',
  label: 'Get Expert Help',
  href: '/contact',
}
