/*
 * The @head slot holds the structured data spec doc 1 puts in <head> (HeadJsonLd). It mirrors the
 * public pages one for one, so that every client navigation replaces the data with the new
 * page's (a slot with no page for an address would keep showing the previous one).
 */
export default function NoHeadData() {
  return null
}
