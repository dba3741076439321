/*
 * The home page's texts as the spec writes them: the defaults of the Home fields in the CMS
 * (src/globals/Home.ts) and what the page shows for a row saved before those fields existed.
 */
export const homeTexts = {
  callLabel: 'Call Us',
  inventoryLabel: 'Current Inventory',
  inventoryHref: '/inventory',
  finderLabel: 'Help me pick a trailer',
  finderHref: '#trailer-finder',
  contactHeading: 'Get Your Free Quote',
  contactText:
    'Tell us about your boat and we will recommend the right trailer, with a price, usually within one business day.',
}
